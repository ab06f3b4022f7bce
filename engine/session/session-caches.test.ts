import { clearSessionCaches, clearWithSession } from './session-caches';

describe('session caches', () => {
  it('clears every registered cache, each once however often it registered', () => {
    const cleared: string[] = [];
    const dictionaries = () => cleared.push('dictionaries');
    clearWithSession(dictionaries);
    clearWithSession(dictionaries);
    clearWithSession(() => cleared.push('options'));
    clearSessionCaches();
    expect(cleared).toEqual(['dictionaries', 'options']);
  });
});

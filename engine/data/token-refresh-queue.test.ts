import { TokenRefreshQueue } from './token-refresh-queue';

describe('TokenRefreshQueue', () => {
  it('refreshes once for many concurrent callers and hands each the new token', async () => {
    let calls = 0;
    let release!: (token: string) => void;
    const queue = new TokenRefreshQueue(() => {
      calls += 1;
      return new Promise<string>((resolve) => (release = resolve));
    });
    const waiters = [queue.acquire(), queue.acquire(), queue.acquire()];
    expect(queue.pending).toBe(3);
    release('new-token');
    expect(await Promise.all(waiters)).toEqual(['new-token', 'new-token', 'new-token']);
    expect(calls).toBe(1);
    expect(queue.pending).toBe(0);
  });
  it('clears the queue after a failure so the next caller tries again', async () => {
    let calls = 0;
    const queue = new TokenRefreshQueue(async () => {
      calls += 1;
      if (calls === 1) throw new Error('expired');
      return 'second';
    });
    await expect(Promise.all([queue.acquire(), queue.acquire()])).rejects.toThrow('expired');
    expect(await queue.acquire()).toBe('second');
    expect(calls).toBe(2);
  });
});

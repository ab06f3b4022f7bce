import { createUploadTracker } from './upload-tracker';
import { busyRule } from './use-submit-guard';

describe('createUploadTracker', () => {
  it('counts uploads while they run, whether they succeed or fail, and tells its listeners', async () => {
    const tracker = createUploadTracker();
    const counts: number[] = [];
    const unsubscribe = tracker.subscribe(() => counts.push(tracker.pending));
    let finish!: (url: string) => void;
    let fail!: (error: Error) => void;
    const first = tracker.track(new Promise<string>((resolve) => (finish = resolve)));
    const second = tracker.track(new Promise<string>((_resolve, reject) => (fail = reject)));
    expect(tracker.pending).toBe(2);
    finish('/a.png');
    await expect(first).resolves.toBe('/a.png');
    fail(new Error('refused'));
    await expect(second).rejects.toThrow('refused');
    expect(tracker.pending).toBe(0);
    expect(counts).toEqual([1, 2, 1, 0]);
    unsubscribe();
    void tracker.track(Promise.resolve());
    expect(counts).toHaveLength(4);
  });
});

describe('busyRule', () => {
  it('fails with the message while uploads run', () => {
    const rule = busyRule({ pending: 1 }, 'wait');
    expect(rule.validator()).toBe('wait');
    expect(busyRule({ pending: 0 }, 'wait').validator()).toBe('');
  });
});

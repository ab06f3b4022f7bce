import { queueKey, ScanQueue, type QueuedScan, type QueueStorage } from './scan-queue';

/** localStorage's behaviour over a Map. */
function memoryStorage(): QueueStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return { map, getItem: (key) => map.get(key) ?? null, setItem: (key, value) => void map.set(key, String(value)) };
}

const scan = (n: number): QueuedScan => ({ clientScanId: `id-${n}-abcdef`, scanType: 'putIn', scanCode: `SF${n}`, scannedAt: new Date(Date.UTC(2026, 0, 1, 8, 0, n)).toISOString() });

describe('ScanQueue', () => {
  it('keeps scans in storage under the scan type’s key, oldest first', () => {
    const storage = memoryStorage();
    const queue = new ScanQueue(storage, 'putIn');
    queue.add(scan(1));
    queue.add(scan(2));
    expect(JSON.parse(storage.map.get(queueKey('putIn'))!)).toEqual([scan(1), scan(2)]);
    expect(queue.size).toBe(2);
  });

  it('survives a reload: a new queue over the same storage has the scans', () => {
    const storage = memoryStorage();
    new ScanQueue(storage, 'putIn').add(scan(1));
    const again = new ScanQueue(storage, 'putIn');
    expect(again.all()).toEqual([scan(1)]);
    expect(new ScanQueue(storage, 'loadOut').size).toBe(0);
  });

  it('adds a clientScanId once', () => {
    const queue = new ScanQueue(memoryStorage(), 'putIn');
    queue.add(scan(1));
    queue.add({ ...scan(1), scanCode: 'OTHER' });
    expect(queue.all()).toEqual([scan(1)]);
  });

  it('takes batches that are in flight until settled or released', () => {
    const queue = new ScanQueue(memoryStorage(), 'putIn');
    [1, 2, 3].forEach((n) => queue.add(scan(n)));
    const first = queue.take(2);
    expect(first.map((s) => s.scanCode)).toEqual(['SF1', 'SF2']);
    expect(queue.take(5).map((s) => s.scanCode)).toEqual(['SF3']);
    expect(queue.take(5)).toEqual([]);
    queue.release([first[1]!.clientScanId]);
    expect(queue.waiting).toBe(1);
    queue.settle([first[0]!.clientScanId]);
    expect(queue.all().map((s) => s.scanCode)).toEqual(['SF2', 'SF3']);
    expect(queue.take(5).map((s) => s.scanCode)).toEqual(['SF2']);
  });

  it('does not drop what another tab queued meanwhile', () => {
    const storage = memoryStorage();
    const tabA = new ScanQueue(storage, 'putIn');
    const tabB = new ScanQueue(storage, 'putIn');
    tabA.add(scan(1));
    tabB.add(scan(2));
    const batch = tabA.take(10);
    tabA.settle(batch.map((s) => s.clientScanId).filter((id) => id === scan(1).clientScanId));
    expect(tabB.all()).toEqual([scan(2)]);
  });

  it('reads a broken or foreign stored value as empty, skipping bad entries', () => {
    const storage = memoryStorage();
    storage.setItem(queueKey('putIn'), '{not json');
    expect(new ScanQueue(storage, 'putIn').all()).toEqual([]);
    storage.setItem(queueKey('putIn'), JSON.stringify([scan(1), { nope: true }, 3]));
    expect(new ScanQueue(storage, 'putIn').all()).toEqual([scan(1)]);
  });

  it('works in memory without storage, or when storage refuses to write', () => {
    const bare = new ScanQueue(undefined, 'putIn');
    bare.add(scan(1));
    expect(bare.take(1)).toEqual([scan(1)]);
    const full: QueueStorage = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); } };
    const queue = new ScanQueue(full, 'putIn');
    expect(() => queue.add(scan(2))).not.toThrow();
    queue.add(scan(3));
    expect(queue.all()).toEqual([scan(2), scan(3)]);
  });
});

describe('the queue of each person', () => {
  it('keeps one person\'s offline scans apart from the next person\'s on the same browser', () => {
    const storage = memoryStorage();
    new ScanQueue(storage, 'putIn', 'demo/3').add(scan(1));
    expect(new ScanQueue(storage, 'putIn', 'demo/4').size).toBe(0);
    expect(new ScanQueue(storage, 'putIn', 'demo/3').size).toBe(1);
    expect(queueKey('putIn', 'demo/3')).toBe('clearway.scanBox.queue.demo/3.putIn');
  });
});

import { ApiError } from '../../engine/data/envelope';
import { ScanQueue, type QueuedScan, type QueueStorage } from './scan-queue';
import { ScanSender, type Timers } from './scan-sender';
import type { ScanOutcome } from './scan-records-client';

function memoryStorage(): QueueStorage {
  const map = new Map<string, string>();
  return { getItem: (key) => map.get(key) ?? null, setItem: (key, value) => void map.set(key, String(value)) };
}

/** Timers run by hand: `fire()` runs what is due. */
function manualTimers(): Timers & { pending: { run: () => void; ms: number }[]; fire(): void } {
  const pending: { run: () => void; ms: number }[] = [];
  return {
    pending,
    set: (run, ms) => {
      const entry = { run, ms };
      pending.push(entry);
      return entry;
    },
    clear: (handle) => {
      const i = pending.indexOf(handle as { run: () => void; ms: number });
      if (i >= 0) pending.splice(i, 1);
    },
    fire() {
      pending.splice(0).forEach((entry) => entry.run());
    },
  };
}

const scan = (n: number): QueuedScan => ({ clientScanId: `id-${n}-abcdef`, scanType: 'putIn', scanCode: `SF${n}`, scannedAt: '2026-01-01T08:00:00.000Z' });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A fake server that records each clientScanId once and can be cut off. */
function fakeServer() {
  const recorded = new Map<string, string>();
  const server = {
    up: true,
    requests: [] as QueuedScan[][],
    /** Record, then lose the reply (the network dies on the way back). */
    loseNextReply: false,
    recorded,
    async send(scans: readonly QueuedScan[]): Promise<ScanOutcome[]> {
      server.requests.push([...scans]);
      if (!server.up) throw new ApiError(0, 'Network Error');
      const outcomes = scans.map((s, i): ScanOutcome => {
        const known = recorded.has(s.clientScanId);
        recorded.set(s.clientScanId, s.scanCode);
        return { clientScanId: s.clientScanId, status: known ? 'known' : 'recorded', id: i + 1 };
      });
      if (server.loseNextReply) {
        server.loseNextReply = false;
        throw new ApiError(0, 'Network Error');
      }
      return outcomes;
    },
  };
  return server;
}

function setup(options: { online?: () => boolean; batchSize?: number } = {}) {
  const queue = new ScanQueue(memoryStorage(), 'putIn');
  const server = fakeServer();
  const timers = manualTimers();
  const settled: string[] = [];
  const failures: string[] = [];
  const refused: string[] = [];
  const sender = new ScanSender({
    queue, timers, batchSize: options.batchSize ?? 50,
    send: (scans) => server.send(scans),
    isOnline: options.online ?? (() => true),
    onSettled: (outcomes) => settled.push(...outcomes.map((o) => `${o.clientScanId}:${o.status}`)),
    onFailure: (kind) => failures.push(kind),
    onRefused: (scans, message) => refused.push(...scans.map((s) => `${s.scanCode}:${message}`)),
  });
  return { queue, server, timers, sender, settled, failures, refused };
}

describe('ScanSender', () => {
  it('sends queued scans and empties the queue', async () => {
    const { queue, server, sender, settled } = setup();
    [1, 2, 3].forEach((n) => queue.add(scan(n)));
    sender.kick();
    await flush();
    expect(server.requests).toHaveLength(1);
    expect(queue.size).toBe(0);
    expect(settled).toHaveLength(3);
  });

  it('sends in batches of batchSize, one request at a time, oldest first', async () => {
    const { queue, server, sender } = setup({ batchSize: 2 });
    [1, 2, 3, 4, 5].forEach((n) => queue.add(scan(n)));
    sender.kick();
    sender.kick();
    await flush();
    expect(server.requests.map((r) => r.map((s) => s.scanCode))).toEqual([['SF1', 'SF2'], ['SF3', 'SF4'], ['SF5']]);
  });

  it('keeps scans queued through a network cut and replays each exactly once when it is back', async () => {
    const { queue, server, timers, sender, failures } = setup();
    server.up = false;
    [1, 2].forEach((n) => queue.add(scan(n)));
    sender.kick();
    await flush();
    expect(queue.size).toBe(2);
    expect(failures).toEqual(['offline']);
    expect(timers.pending.map((t) => t.ms)).toEqual([250]);
    timers.fire();
    await flush();
    expect(timers.pending.map((t) => t.ms)).toEqual([500]);
    queue.add(scan(3));
    server.up = true;
    timers.fire();
    await flush();
    expect(queue.size).toBe(0);
    expect([...server.recorded.values()]).toEqual(['SF1', 'SF2', 'SF3']);
  });

  it('resends a batch whose reply was lost, and the server knows it: nothing doubled', async () => {
    const { queue, server, timers, sender, settled } = setup();
    queue.add(scan(1));
    server.loseNextReply = true;
    sender.kick();
    await flush();
    expect(queue.size).toBe(1);
    timers.fire();
    await flush();
    expect(server.recorded.size).toBe(1);
    expect(settled).toEqual(['id-1-abcdef:known']);
  });

  it('waits without trying while the browser is offline, and goes at once on kick', async () => {
    let online = false;
    const { queue, server, timers, sender } = setup({ online: () => online });
    queue.add(scan(1));
    sender.kick();
    await flush();
    expect(server.requests).toHaveLength(0);
    expect(sender.waitingToRetry).toBe(true);
    online = true;
    sender.kick(); // the 'online' event
    expect(timers.pending).toHaveLength(0);
    await flush();
    expect(queue.size).toBe(0);
  });

  it('backs off up to 4 s between retries', async () => {
    const { queue, server, timers, sender } = setup();
    server.up = false;
    queue.add(scan(1));
    sender.kick();
    const waits: number[] = [];
    for (let i = 0; i < 7; i++) {
      await flush();
      waits.push(timers.pending[0]!.ms);
      timers.fire();
    }
    expect(waits).toEqual([250, 500, 1000, 2000, 4000, 4000, 4000]);
  });

  it('drops only the scan the server refuses, after trying a refused batch scan by scan', async () => {
    const { queue, server, sender, refused, settled } = setup();
    const send = server.send;
    server.send = async (scans) => {
      if (scans.some((s) => s.scanCode === 'SF2')) throw new ApiError(400, 'scannedAt lies in the future');
      return send(scans);
    };
    [1, 2, 3].forEach((n) => queue.add(scan(n)));
    sender.kick();
    await flush();
    expect(refused).toEqual(['SF2:scannedAt lies in the future']);
    expect(settled.map((s) => s.split(':')[0])).toEqual(['id-1-abcdef', 'id-3-abcdef']);
    expect(queue.size).toBe(0);
  });

  it('asks the app to show its re-login box after an expired login (a loud resend)', async () => {
    const queue = new ScanQueue(memoryStorage(), 'putIn');
    const timers = manualTimers();
    const calls: boolean[] = [];
    let expired = true;
    const sender = new ScanSender({
      queue, timers, isOnline: () => true,
      send: async (scans, { loud }) => {
        calls.push(loud);
        if (expired) throw new ApiError(50014, 'Token expired');
        return scans.map((s) => ({ clientScanId: s.clientScanId, status: 'recorded' as const, id: 1 }));
      },
    });
    queue.add(scan(1));
    sender.kick();
    await flush();
    expired = false;
    timers.fire();
    await flush();
    expect(calls).toEqual([false, true]);
    expect(queue.size).toBe(0);
  });

  it('sends nothing after stop', async () => {
    const { queue, server, sender, timers } = setup();
    sender.stop();
    queue.add(scan(1));
    sender.kick();
    await flush();
    expect(server.requests).toHaveLength(0);
    expect(timers.pending).toHaveLength(0);
  });
});

import { ApiError } from '../../engine/data/envelope';
import { queueKey, type QueuedScan, type QueueStorage } from './scan-queue';
import { ScanStation, type ScanFeedback, type ScanStationOptions } from './scan-station';
import type { ScanOutcome, ScanRecordsPort } from './scan-records-client';

function memoryStorage(): QueueStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return { map, getItem: (key) => map.get(key) ?? null, setItem: (key, value) => void map.set(key, String(value)) };
}

const flush = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

/**
 * A server double: codes scanned before (by anyone), what it recorded, and a switch for the network. Codes in
 * `refusals` are refused with that reason; the others are answered as an old server does, without a verdict.
 */
function fakeRecords(earlier: Record<string, number> = {}, refusals: Record<string, string> = {}) {
  const recorded = new Map<string, QueuedScan>();
  const records: ScanRecordsPort & { up: boolean; recorded: Map<string, QueuedScan> } = {
    up: true,
    recorded,
    async findEarlier(_type, code) {
      if (!records.up) throw new ApiError(0, 'Network Error');
      return { count: (earlier[code] ?? 0) + [...recorded.values()].filter((s) => s.scanCode === code).length };
    },
    async record(scans) {
      if (!records.up) throw new ApiError(0, 'Network Error');
      return scans.map((s, i): ScanOutcome => {
        const known = recorded.has(s.clientScanId);
        recorded.set(s.clientScanId, s);
        const reason = refusals[s.scanCode];
        return { clientScanId: s.clientScanId, status: known ? 'known' : 'recorded', id: i, ...(reason !== undefined ? { verdict: 'refused', reason } : {}) };
      });
    },
  };
  return records;
}

function station(records: ScanRecordsPort, extra: Partial<ScanStationOptions> = {}) {
  let n = 0;
  const feedback: ScanFeedback[] = [];
  const refreshed: number[] = [];
  const s = new ScanStation({
    scanType: 'putIn', records, storage: memoryStorage(), newId: () => `scan-${String(++n).padStart(4, '0')}`, now: () => Date.UTC(2026, 0, 1, 8),
    onFeedback: (f) => feedback.push(f), onRecorded: () => refreshed.push(1), ...extra,
  });
  s.start();
  return { s, feedback, refreshed };
}

describe('ScanStation', () => {
  it('records a new code: queued at once, recorded when the server answers', async () => {
    const records = fakeRecords();
    const { s, feedback, refreshed } = station(records);
    s.scan(' SF0001 ');
    expect(s.getSnapshot().recent[0]).toMatchObject({ scanCode: 'SF0001', state: 'checking' });
    await flush();
    expect(s.getSnapshot().recent[0]).toMatchObject({ scanCode: 'SF0001', state: 'recorded', repeat: false });
    expect([...records.recorded.values()].map((r) => r.scanCode)).toEqual(['SF0001']);
    expect(feedback).toEqual(['accepted']);
    expect(refreshed.length).toBeGreaterThan(0);
    expect(s.getSnapshot().queued).toBe(0);
  });

  it('sends each scan with the context chosen when it was scanned, through a network cut', async () => {
    const records = fakeRecords();
    const { s } = station(records);
    s.setContext('PL2611260001');
    s.scan('SF0101');
    await flush();
    records.up = false;
    s.scan('SF0102');
    await flush();
    s.setContext('PL2611260002');
    s.scan('SF0103');
    s.setContext(undefined);
    s.scan('SF0104');
    await flush();
    records.up = true;
    s.online();
    await flush();
    const sent = Object.fromEntries([...records.recorded.values()].map((r) => [r.scanCode, r.context]));
    expect(sent).toEqual({ SF0101: 'PL2611260001', SF0102: 'PL2611260001', SF0103: 'PL2611260002', SF0104: undefined });
  });

  it('asks about a code scanned before, and records it once confirmed', async () => {
    const records = fakeRecords({ SF0002: 1 });
    const { s, feedback } = station(records);
    s.scan('SF0002');
    await flush();
    expect(s.getSnapshot().confirming).toMatchObject({ scanCode: 'SF0002', state: 'confirming' });
    expect(feedback).toEqual(['repeat']);
    s.respond(true);
    await flush();
    expect(s.getSnapshot().confirming).toBeUndefined();
    expect(s.getSnapshot().recent[0]).toMatchObject({ state: 'recorded', repeat: true });
    expect(records.recorded.size).toBe(1);
  });

  it('drops a repeat the person cancels', async () => {
    const records = fakeRecords({ SF0003: 2 });
    const { s, feedback } = station(records);
    s.scan('SF0003');
    await flush();
    s.respond(false);
    await flush();
    expect(s.getSnapshot().recent[0]).toMatchObject({ state: 'cancelled' });
    expect(records.recorded.size).toBe(0);
    expect(feedback).toEqual(['repeat', 'cancelled']);
  });

  it('keeps scans made while the confirm is open behind it, in order, none lost', async () => {
    const records = fakeRecords({ R1: 1 });
    const { s } = station(records);
    s.scan('A1');
    s.scan('R1');
    s.scan('B1');
    s.scan('C1');
    await flush();
    expect(s.getSnapshot().confirming?.scanCode).toBe('R1');
    expect(s.getSnapshot().waiting).toBe(2);
    expect([...records.recorded.values()].map((r) => r.scanCode)).toEqual(['A1']);
    s.respond(true);
    await flush();
    expect([...records.recorded.values()].map((r) => r.scanCode)).toEqual(['A1', 'R1', 'B1', 'C1']);
  });

  it('takes the same code twice in one burst as a repeat, before the server has it', async () => {
    const records = fakeRecords();
    const { s } = station(records);
    s.scan('D1');
    s.scan('D1');
    await flush();
    expect(s.getSnapshot().confirming?.scanCode).toBe('D1');
    s.respond(false);
    await flush();
    expect(records.recorded.size).toBe(1);
  });

  it('queues scans while the network is down, checks repeats by what it took, and sends them once it is back', async () => {
    const records = fakeRecords({ OLD1: 1 });
    let online = true;
    const { s } = station(records, { isOnline: () => online });
    records.up = false;
    online = false;
    s.scan('E1');
    s.scan('E2');
    s.scan('OLD1'); // the server knows it, but cannot be asked: taken as new
    s.scan('E1'); // this box took it: a repeat
    await flush();
    expect(s.getSnapshot().confirming?.scanCode).toBe('E1');
    s.respond(true);
    await flush();
    expect(s.getSnapshot().queued).toBe(4);
    expect(s.getSnapshot().recent.every((l) => l.state === 'queued')).toBe(true);
    records.up = true;
    online = true;
    s.online();
    await flush();
    expect(s.getSnapshot().queued).toBe(0);
    expect([...records.recorded.values()].map((r) => r.scanCode)).toEqual(['E1', 'E2', 'OLD1', 'E1']);
    expect(s.getSnapshot().recent.every((l) => l.state === 'recorded')).toBe(true);
  });

  it('says the server is unreachable after a failed send (navigator.onLine can be wrong)', async () => {
    const records = fakeRecords();
    const { s } = station(records);
    records.up = false;
    s.scan('F1');
    await flush();
    expect(s.getSnapshot()).toMatchObject({ reachable: false, queued: 1 });
  });

  it('picks up what a closed page left in the queue, and sends it', async () => {
    const storage = memoryStorage();
    storage.setItem(queueKey('putIn'), JSON.stringify([{ clientScanId: 'left-behind-1', scanType: 'putIn', scanCode: 'G1', scannedAt: '2026-01-01T07:00:00.000Z' }]));
    const records = fakeRecords();
    const { s } = station(records, { storage });
    expect(s.getSnapshot().recent[0]).toMatchObject({ scanCode: 'G1' });
    await flush();
    expect(records.recorded.get('left-behind-1')?.scanCode).toBe('G1');
    s.scan('G1');
    await flush();
    expect(s.getSnapshot().confirming?.scanCode).toBe('G1');
  });

  it('refuses a code longer than 100 characters or with control characters without sending it', async () => {
    const records = fakeRecords();
    const { s, feedback } = station(records);
    s.scan('X'.repeat(101));
    s.scan('A\u0007B');
    await flush();
    expect(s.getSnapshot().recent.map((l) => [l.state, l.message])).toEqual([['error', 'badCharacters'], ['error', 'tooLong']]);
    expect(feedback).toEqual(['refused', 'refused']);
    expect(records.recorded.size).toBe(0);
  });

  it('decides on what it knows when the repeat check is slow', async () => {
    const records = fakeRecords();
    records.findEarlier = () => new Promise(() => undefined);
    const { s } = station(records, { checkTimeoutMs: 5 });
    s.scan('H1');
    await new Promise((resolve) => setTimeout(resolve, 20));
    await flush();
    expect(s.getSnapshot().recent[0]!.state).toBe('recorded');
  });

  it('marks a scan the server refuses with its reason, tells it once, counts it, and still refreshes the list', async () => {
    const reason = 'CW261126000001 当前为「在库」，不能转为「已出库」';
    const records = fakeRecords({}, { CW261126000001: reason });
    const { s, feedback, refreshed } = station(records);
    s.scan('CW261126000001');
    await flush();
    expect(s.getSnapshot().recent[0]).toMatchObject({ scanCode: 'CW261126000001', state: 'refused', reason });
    expect(s.getSnapshot().refused).toBe(1);
    expect(feedback).toEqual(['accepted', 'refused']);
    expect(refreshed.length).toBeGreaterThan(0);
    expect(s.getSnapshot().queued).toBe(0);
  });

  it('takes a missing verdict for noted (an old server): recorded, not refused', async () => {
    const records = fakeRecords({}, { NO1: 'not allowed' });
    const { s, feedback } = station(records);
    s.scan('NO1');
    s.scan('OK1');
    await flush();
    expect(s.getSnapshot().recent.map((l) => [l.scanCode, l.state])).toEqual([['OK1', 'recorded'], ['NO1', 'refused']]);
    expect(s.getSnapshot().refused).toBe(1);
    expect(feedback.filter((f) => f === 'refused')).toHaveLength(1);
  });

  it('marks a scan queued offline and refused once sent, and tells it once', async () => {
    const records = fakeRecords({}, { Q9: 'Q9 is held' });
    let online = false;
    const { s, feedback } = station(records, { isOnline: () => online });
    records.up = false;
    s.scan('Q9');
    await flush();
    expect(s.getSnapshot().recent[0]!.state).toBe('queued');
    expect(feedback).toEqual(['accepted']);
    records.up = true;
    online = true;
    s.online();
    await flush();
    expect(s.getSnapshot().recent[0]).toMatchObject({ state: 'refused', reason: 'Q9 is held' });
    expect(feedback).toEqual(['accepted', 'refused']);
    expect(s.getSnapshot().refused).toBe(1);
  });

  it('tells the refusal of a scan a closed page left queued', async () => {
    const storage = memoryStorage();
    const left = (id: string, code: string) => ({ clientScanId: id, scanType: 'putIn', scanCode: code, scannedAt: '2026-01-01T07:00:00.000Z' });
    storage.setItem(queueKey('putIn'), JSON.stringify([left('left-behind-1', 'H1'), left('left-behind-2', 'H2')]));
    const records = fakeRecords({}, { H1: 'H1 is held', H2: 'H2 is held' });
    const told: [ScanFeedback, string, string | undefined][] = [];
    const { s } = station(records, { storage, onFeedback: (f, line) => told.push([f, line.scanCode, line.reason]) });
    await flush();
    expect(told).toEqual([['refused', 'H1', 'H1 is held'], ['refused', 'H2', 'H2 is held']]);
    expect(s.getSnapshot().recent.map((l) => l.state)).toEqual(['refused', 'refused']);
    expect(s.getSnapshot().refused).toBe(2);
  });

  it('does not tell a refusal again when its answer comes twice', async () => {
    const records = fakeRecords({}, { T1: 'no' });
    const { s, feedback } = station(records);
    const sent: QueuedScan[] = [];
    const record = records.record.bind(records);
    records.record = async (scans) => {
      sent.push(...scans);
      // the answer of the first time, then the same again (a replay is answered with the stored verdict)
      const first = await record(scans);
      return [...first, ...(await record(scans))];
    };
    s.scan('T1');
    await flush();
    expect(sent.map((q) => q.scanCode)).toEqual(['T1']);
    expect(feedback).toEqual(['accepted', 'refused']);
    expect(s.getSnapshot().refused).toBe(1);
  });
});

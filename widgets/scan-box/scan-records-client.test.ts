import { ApiError } from '../../engine/data/envelope';
import type { HttpPort } from '../../engine/render/http-context';
import { createScanRecordsClient, LAST_SCAN_QID, REPEAT_SCAN_QID, verdictOf } from './scan-records-client';

type Call = { qid: string; filters: unknown; silent?: boolean };

/** A data query double answering each qid with its rows (or failing with an ApiError). */
function dataQuery(answers: Record<string, unknown[] | ApiError>) {
  const calls: Call[] = [];
  return {
    calls,
    findAll: async <T,>(params: { qid: string; filters?: unknown }, options: { silent?: boolean } = {}): Promise<T[]> => {
      calls.push({ qid: params.qid, filters: params.filters, silent: options.silent });
      const answer = answers[params.qid];
      if (answer instanceof ApiError) throw answer;
      return (answer ?? []) as T[];
    },
  };
}

const http = {} as HttpPort;
const last = { scannedBy: 'huangxy', ownerSiteCode: 'SZ001', scannedAt: '2026-11-26T01:30:05.000Z', scanType: 'putIn', scanCode: 'SF1' };

describe('findEarlier', () => {
  it('asks who scanned it last only after a count above 0, quietly', async () => {
    const query = dataQuery({ [REPEAT_SCAN_QID]: [{ recordcount: '2' }], [LAST_SCAN_QID]: [last] });
    expect(await createScanRecordsClient(http, query).findEarlier('putIn', 'SF1')).toEqual({ count: 2, last: { scannedBy: 'huangxy', ownerSiteCode: 'SZ001', scannedAt: '2026-11-26T01:30:05.000Z' } });
    expect(query.calls).toEqual([
      { qid: REPEAT_SCAN_QID, filters: { scanType: 'putIn', scanCode: 'SF1' }, silent: true },
      { qid: LAST_SCAN_QID, filters: { scanType: 'putIn', scanCode: 'SF1' }, silent: true },
    ]);
  });

  it('makes one call for a new code', async () => {
    const query = dataQuery({ [REPEAT_SCAN_QID]: [{ recordcount: 0 }], [LAST_SCAN_QID]: [last] });
    expect(await createScanRecordsClient(http, query).findEarlier('putIn', 'SF1')).toEqual({ count: 0 });
    expect(query.calls.map((c) => c.qid)).toEqual([REPEAT_SCAN_QID]);
  });

  it('keeps the count when asking for the last scan fails or finds none', async () => {
    const failing = dataQuery({ [REPEAT_SCAN_QID]: [{ recordcount: 1 }], [LAST_SCAN_QID]: new ApiError(0, 'Network Error') });
    expect(await createScanRecordsClient(http, failing).findEarlier('putIn', 'SF1')).toEqual({ count: 1 });
    const empty = dataQuery({ [REPEAT_SCAN_QID]: [{ recordcount: 1 }], [LAST_SCAN_QID]: [] });
    expect(await createScanRecordsClient(http, empty).findEarlier('putIn', 'SF1')).toEqual({ count: 1 });
  });

  it('fails when the count cannot be had (the station then decides on what it knows)', async () => {
    const query = dataQuery({ [REPEAT_SCAN_QID]: new ApiError(0, 'Network Error') });
    await expect(createScanRecordsClient(http, query).findEarlier('putIn', 'SF1')).rejects.toThrow('Network Error');
  });
});

describe('verdictOf', () => {
  it('reads a missing or unknown verdict as noted', () => {
    expect(verdictOf({ verdict: 'refused' })).toBe('refused');
    expect(verdictOf({ verdict: 'moved' })).toBe('moved');
    expect(verdictOf({})).toBe('noted');
    expect(verdictOf({ verdict: 'later' as never })).toBe('noted');
  });
});

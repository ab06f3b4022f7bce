/**
 * The scan box's calls (no React): the repeat check of spec 01 §7 (qid FIND_REPEAT_SCAN_RECORD, the first row's
 * recordcount) and recording scans (POST /api/clearway/scan-records, docs/api.md "Scan records"). Both go through
 * the app's HTTP client and data query, quietly: the scan box tells the person what happened itself, once, instead of
 * a toast per scan while the network is down.
 */
import type { HttpPort } from '../../engine/render/http-context';
import type { DataQueryPort } from '../../engine/render/data-context';
import { ApiError, type Envelope } from '../../engine/data/envelope';
import { RELOGIN_CODES } from '../../engine/data/error-policy';
import type { QueuedScan } from './scan-queue';

export const SCAN_RECORDS_PATH = '/api/clearway/scan-records';
export const REPEAT_SCAN_QID = 'FIND_REPEAT_SCAN_RECORD';

/** What became of one sent scan (the server's answer). */
export interface ScanOutcome {
  clientScanId: string;
  status: 'recorded' | 'known';
  id: number;
}

/**
 * Why a send failed: `offline` (no answer, or the server is down: try again), `auth` (the login expired: try again
 * once the person has logged in), `refused` (the server will never take it: a bad scan, or no permission).
 */
export type FailureKind = 'offline' | 'auth' | 'refused';

/** The scan box's view of the server (one real implementation below, doubles in tests). */
export interface ScanRecordsPort {
  /** How often the code was scanned before for the type. */
  countEarlier(scanType: string, scanCode: string): Promise<number>;
  /**
   * Records scans; sending the same clientScanId again records nothing new. `loud` lets the app's HTTP client tell
   * the person about the failure (its re-login box after a 401).
   */
  record(scans: readonly QueuedScan[], options?: { loud?: boolean }): Promise<ScanOutcome[]>;
}

/**
 * The kind of a failed call's error: the client rejects with an ApiError whose code is the envelope's, or 0 (or the
 * HTTP status) when no envelope came back.
 */
export function failureKind(error: unknown): FailureKind {
  const code = error instanceof ApiError ? error.code : 0;
  if (code === 401 || (RELOGIN_CODES as readonly number[]).includes(code)) return 'auth';
  if (code === 0 || code >= 500 || code === 408 || code === 429) return 'offline';
  return 'refused';
}

/** The scan box's calls over the app's HTTP client and data query. */
export function createScanRecordsClient(http: HttpPort, dataQuery: Pick<DataQueryPort, 'findAll'>): ScanRecordsPort {
  return {
    async countEarlier(scanType, scanCode) {
      const rows = await dataQuery.findAll<{ recordcount?: number | string }>({ qid: REPEAT_SCAN_QID, filters: { scanType, scanCode } }, { silent: true });
      return Number(rows?.[0]?.recordcount ?? 0) || 0;
    },
    async record(scans, options = {}) {
      const body = { scans: scans.map(({ clientScanId, scanType, scanCode, scannedAt }) => ({ clientScanId, scanType, scanCode, scannedAt })) };
      const reply = await http.request<Envelope<{ results: ScanOutcome[] }>>({ method: 'POST', url: SCAN_RECORDS_PATH, data: body, silent: !options.loud });
      return reply.data.data.results;
    },
  };
}

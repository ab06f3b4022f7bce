/**
 * The scan box's calls (no React): the repeat check of spec 01 §7 (qid FIND_REPEAT_SCAN_RECORD, the first row's
 * recordcount, then FIND_LAST_SCAN_RECORD for who scanned it last) and recording scans (POST
 * /api/clearway/scan-records, docs/api.md "Scan records"). All go through the app's HTTP client and data query,
 * quietly: the scan box tells the person what happened itself, once, instead of a toast per scan while the network is
 * down.
 */
import type { HttpPort } from '../../engine/render/http-context';
import type { DataQueryPort } from '../../engine/render/data-context';
import { ApiError, type Envelope } from '../../engine/data/envelope';
import { RELOGIN_CODES } from '../../engine/data/error-policy';
import type { QueuedScan } from './scan-queue';

export const SCAN_RECORDS_PATH = '/api/clearway/scan-records';
export const REPEAT_SCAN_QID = 'FIND_REPEAT_SCAN_RECORD';
export const LAST_SCAN_QID = 'FIND_LAST_SCAN_RECORD';

/**
 * What the server judged of a scan: `moved` the parcel on, `refused` (the parcel's state does not allow it: recorded,
 * nothing moved), or `noted` (the scan type has no rule: recorded only).
 */
export type ScanVerdict = 'moved' | 'refused' | 'noted';

/** What became of one sent scan (the server's answer; a replay carries the verdict of the first time). */
export interface ScanOutcome {
  clientScanId: string;
  status: 'recorded' | 'known';
  id: number;
  /** Missing from servers older than the scan rules: read it with `verdictOf`. */
  verdict?: ScanVerdict;
  /** With `refused`: why, in the person's language. */
  reason?: string;
  /** With `moved`: the operate node the parcel moved to. */
  node?: string;
}

/** An outcome's verdict; an old server's (no verdict) or one this box does not know is `noted`: recorded, no more. */
export function verdictOf(outcome: Pick<ScanOutcome, 'verdict'>): ScanVerdict {
  return outcome.verdict === 'moved' || outcome.verdict === 'refused' ? outcome.verdict : 'noted';
}

/** The latest earlier scan of a code at the person's site. */
export interface LastScan {
  scannedBy: string;
  ownerSiteCode: string;
  /** ISO 8601, as the server sends it. */
  scannedAt: string;
}

/** What the server knows of a code's earlier scans at the person's site (administrators: at every site). */
export interface EarlierScans {
  count: number;
  /** The latest of them; missing when there are none, or when asking for it failed. */
  last?: LastScan;
}

/**
 * Why a send failed: `offline` (no answer, or the server is down: try again), `auth` (the login expired: try again
 * once the person has logged in), `refused` (the server will never take it: a bad scan, or no permission). Not to be
 * confused with a `refused` verdict, which is an answer: the scan was recorded.
 */
export type FailureKind = 'offline' | 'auth' | 'refused';

/** The scan box's view of the server (one real implementation below, doubles in tests). */
export interface ScanRecordsPort {
  /** How often the code was scanned before for the type, and the latest of those scans. */
  findEarlier(scanType: string, scanCode: string): Promise<EarlierScans>;
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

type LastScanRow = { scannedBy?: string | null; ownerSiteCode?: string | null; scannedAt?: string | null };

/** A FIND_LAST_SCAN_RECORD row as a LastScan; undefined without one, or without who or when. */
function lastScanOf(row: LastScanRow | undefined): LastScan | undefined {
  if (!row?.scannedBy || !row.scannedAt) return undefined;
  return { scannedBy: row.scannedBy, ownerSiteCode: row.ownerSiteCode ?? '', scannedAt: row.scannedAt };
}

/** The scan box's calls over the app's HTTP client and data query. */
export function createScanRecordsClient(http: HttpPort, dataQuery: Pick<DataQueryPort, 'findAll'>): ScanRecordsPort {
  return {
    async findEarlier(scanType, scanCode) {
      const filters = { scanType, scanCode };
      const counted = await dataQuery.findAll<{ recordcount?: number | string }>({ qid: REPEAT_SCAN_QID, filters }, { silent: true });
      const count = Number(counted?.[0]?.recordcount ?? 0) || 0;
      // Most scans are new: the second call is made for repeats only. Without its answer the count still stands.
      if (count === 0) return { count };
      const last = await dataQuery.findAll<LastScanRow>({ qid: LAST_SCAN_QID, filters }, { silent: true }).then((rows) => lastScanOf(rows?.[0]), () => undefined);
      return last ? { count, last } : { count };
    },
    async record(scans, options = {}) {
      const body = { scans: scans.map(({ clientScanId, scanType, scanCode, scannedAt, context }) => ({ clientScanId, scanType, scanCode, scannedAt, ...(context ? { context } : {}) })) };
      const reply = await http.request<Envelope<{ results: ScanOutcome[] }>>({ method: 'POST', url: SCAN_RECORDS_PATH, data: body, silent: !options.loud });
      return reply.data.data.results;
    },
  };
}

/**
 * Where a dashboard's widgets read their rows: the generic data query (findAllByCallId, with the browser's time
 * zone for date buckets), or a memory double in tests. Pages reach the server only through a source.
 */
import type { DataQuery, QidParams } from '../../data/data-query';

type Row = Record<string, unknown>;

export interface DashboardSource {
  /** The rows of a qid for the given filter values. */
  rows(qid: string, params: Record<string, unknown>): Promise<Row[]>;
  /** The sites the person may choose in a site filter. */
  sites(): Promise<{ value: string; label: string }[]>;
}

/** The browser's IANA time zone (where a day starts for the person). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

export function createHttpDashboardSource(dataQuery: DataQuery, timeZone = browserTimeZone()): DashboardSource {
  return {
    rows: (qid, filters) => dataQuery.findAll<Row>({ qid, filters, timeZone } as QidParams, { silent: true }),
    sites: async () => (await dataQuery.findAll<{ siteCode: string; siteName: string }>({ qid: 'FIND_SITE', filters: { blOpen: 1 } }, { silent: true }))
      .map((site) => ({ value: site.siteCode, label: `${site.siteName} (${site.siteCode})` })),
  };
}

/** A source answering from a function (tests): throw to simulate a failed call. */
export function createMemoryDashboardSource(answer: (qid: string, params: Record<string, unknown>) => Row[] | Promise<Row[]>, sites: { value: string; label: string }[] = []): DashboardSource {
  return { rows: async (qid, params) => answer(qid, params), sites: async () => sites };
}

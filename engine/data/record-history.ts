/** A row's history as the server answers it (docs/api.md, "Record history"; server/entity/record-history.ts). */

/** The transition or command an entry was written by, with the command's parameters. */
export interface HistoryOperation {
  kind: 'transition' | 'command';
  name: string;
  params?: Record<string, unknown>;
}

/** One audit entry of the row or of one of its lines. */
export interface HistoryEntry {
  id: number;
  entityId: string;
  rowId: number;
  action: 'create' | 'update' | 'delete' | 'transition' | 'command';
  /** Each changed field → [before, after]. */
  changed: Record<string, [unknown, unknown]>;
  username: string;
  nickname: string | null;
  at: string;
  operation: HistoryOperation | null;
  /** A line's entry: its child key and its number among the header's lines. */
  line: { key: string; no: number } | null;
  /** Changed references → [label before, label after]. */
  labels: Record<string, [string | null, string | null]>;
}

export interface HistoryPage {
  list: HistoryEntry[];
  total: number;
  currentPage: number;
  pageSize: number;
}

/** Where a row's history is read. */
export function historyPath(entityId: string, id: number): string {
  return `/api/clearway/entity/${encodeURIComponent(entityId)}/${id}/history`;
}

/**
 * A qid: a named, parameterised read query (spec 01 §7 generic data query), written as data under
 * `schemas/queries/`. Tables and columns are camelCase names (the database columns are their snake_case). The
 * browser sends only the qid and filter values; values are always bound as parameters.
 */
export interface QidDefinition {
  qid: string;
  description?: string;
  /** Table to read (camelCase of the table name). */
  from: string;
  /**
   * Output field → column; with `aggregate`, a field may also be `count(*)`, a measure (`{ fn, column }`) or a date
   * bucket of a time-stamp column (`{ bucket, column }`).
   */
  fields: Record<string, QidField>;
  /**
   * Summary rows: one row (e.g. FIND_REPEAT_SCAN_RECORD's recordcount), or with `groupBy` one row per group, ordered
   * by the groups unless `orderBy` names output fields (docs/schemas.md, "Query definitions").
   */
  aggregate?: boolean;
  /** With `aggregate`: the output fields (plain columns or date buckets) whose values make a group. */
  groupBy?: string[];
  /** Only callers with this catalogue route in their menu may run the qid (administrators always). */
  route?: string;
  /** Filters the caller must send (a 400 names the missing ones). */
  required?: string[];
  /** Filters the caller may send: name → how it binds. Anything else the caller sends is ignored. */
  filters?: Record<string, QidFilter>;
  /** Fixed conditions of the query itself. */
  where?: QidCondition[];
  /**
   * Only rows whose parent row (another table, by the id in `key`) is of the caller's tenant and meets `where`; for
   * non-admins, with `site`, of their site (the goods lines of the orders in stock). A semi-join: no parent column
   * is read.
   */
  parent?: QidParent;
  scope?: QidScope;
  /** Default order. */
  orderBy?: { column: string; direction: 'asc' | 'desc' }[];
  /** Output fields the caller may sort by (`sort`, `order=asc|desc`). */
  sortable?: string[];
  /** Largest page (and the cap of findAll). Default 1000. */
  maxRows?: number;
  /**
   * Output fields sent masked (engine/format/masks.ts: `phone`, `idCard`, `bankAccount`) to everyone but
   * administrators and, with `route`, roles listing the field for that menu (docs/schemas.md "Field permissions and masks").
   */
  masks?: Record<string, 'phone' | 'idCard' | 'bankAccount'>;
}

/** What an output field reads: a column, `count(*)`, a measure or a date bucket (the last three in aggregates). */
export type QidField = string | QidMeasure | QidBucket;

/** An aggregate over the group's rows; `count` without a column counts rows, with one its non-null values. */
export interface QidMeasure {
  fn: 'count' | 'countDistinct' | 'sum' | 'avg' | 'min' | 'max';
  column?: string;
}

/** A time-stamp column cut to its day (`YYYY-MM-DD`), ISO week (its Monday, `YYYY-MM-DD`) or month (`YYYY-MM`), in the caller's time zone. */
export interface QidBucket {
  bucket: 'day' | 'week' | 'month';
  column: string;
}

export interface QidFilter {
  column: string;
  op: 'eq' | 'like' | 'prefix' | 'in' | 'gte' | 'lte';
  type?: 'string' | 'integer' | 'number' | 'date';
}

export interface QidParent {
  /** The parent table (camelCase). */
  from: string;
  /** This table's column holding the parent's id. */
  key: string;
  where?: QidCondition[];
  /** The parent's column holding the owner site code: non-admins see the rows of their site's parents only. */
  site?: string;
}

export interface QidCondition {
  column: string;
  op: 'eq' | 'ne' | 'isNull' | 'notNull' | 'in';
  value?: string | number | boolean | (string | number)[];
}

export interface QidScope {
  /** Rows belong to a tenant (default true): the caller's tenant is always applied. */
  tenant?: boolean;
  /** Column holding the owner site code: non-admins see only their own site's rows (spec 01 §6). */
  site?: string;
  /**
   * Column holding the record's owner: non-admins see only their own records (reminders, spec 01 §6). `user: 'id'`
   * compares the user's id; `includeAdmins` applies the scope to administrators too (one's own export tasks).
   */
  owner?: { column: string; user: 'nickname' | 'username' | 'employeeCode' | 'id'; includeAdmins?: boolean };
}

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
  /** Output field → column; with `aggregate`, a field may also be `count(*)`. */
  fields: Record<string, string>;
  /** One summary row (no ordering or paging), e.g. FIND_REPEAT_SCAN_RECORD's recordcount. */
  aggregate?: boolean;
  /** Filters the caller must send (a 400 names the missing ones). */
  required?: string[];
  /** Filters the caller may send: name → how it binds. Anything else the caller sends is ignored. */
  filters?: Record<string, QidFilter>;
  /** Fixed conditions of the query itself. */
  where?: QidCondition[];
  scope?: QidScope;
  /** Default order. */
  orderBy?: { column: string; direction: 'asc' | 'desc' }[];
  /** Output fields the caller may sort by (`sort`, `order=asc|desc`). */
  sortable?: string[];
  /** Largest page (and the cap of findAll). Default 1000. */
  maxRows?: number;
}

export interface QidFilter {
  column: string;
  op: 'eq' | 'like' | 'prefix' | 'in' | 'gte' | 'lte';
  type?: 'string' | 'integer' | 'number' | 'date';
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

/**
 * The entity schema: one JSON file per business entity (`schemas/<area>/<entity>.json`) that the engine turns into a
 * table, the endpoints of its API pattern, and its list, detail and form pages (docs/architecture.md, "The one idea").
 * These types are the contract; `entity-meta-schema.json` is the same contract as JSON Schema, checked by ajv in
 * `npm run schemas:check` (the two are kept in step by entity-meta-schema.test.ts).
 *
 * React-free: the server imports this.
 */

/** A text in both interface languages. */
export interface LocalizedText {
  zh: string;
  en: string;
}

/** One field: a JSON Schema property in Formily's dialect, plus our `x-` keys. */
export interface FieldSchema {
  type: 'string' | 'number' | 'integer' | 'boolean' | 'array' | 'object';
  title: LocalizedText;
  description?: LocalizedText;
  /** Required on create and update (Formily's boolean form; the server turns it into JSON Schema's array). */
  required?: boolean;
  maxLength?: number;
  minLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  /** date, date-time, email (validated by the server and shown with the matching picker). */
  format?: 'date' | 'date-time' | 'email';
  /** Fixed options: the values; `x-enum-titles` gives their labels. */
  enum?: (string | number)[];
  'x-enum-titles'?: LocalizedText[];
  default?: unknown;
  /** Set by the server (never accepted from a request): shown, not edited. */
  readOnly?: boolean;
  /** Formily component name (Input, Select, NumberPicker, DatePicker, Switch, …) or a registered widget. */
  'x-component'?: string;
  'x-component-props'?: Record<string, unknown>;
  'x-decorator-props'?: Record<string, unknown>;
  /** Formily linkage, as written in Formily's schema dialect. */
  'x-reactions'?: unknown;
  /** A named check of engine/validation/registry.ts (or several). */
  'x-validator'?: string | string[];
  /** A named sanitizer of engine/validation/registry.ts, applied as the person types and by the server. */
  'x-sanitize'?: string;
  /** Options from a dictionary (FIND_BASE_DICTIONARY_DETAIL with this dictionaryCode). */
  'x-dict'?: string;
  /** How the list shows the field. */
  'x-column'?: { width?: number; sortable?: boolean; ellipsis?: boolean; fixed?: 'left' | 'right' };
  /** How the filter form filters by the field: equality (default), contains, or a from–to range. */
  'x-filter'?: { op: 'eq' | 'like' | 'range' | 'in' };
  /** The database column type when the derived one does not fit (e.g. `numeric(19,5)`). */
  'x-db-type'?: string;
  /** Rows of a sub-table (type array). */
  items?: { type: 'object'; properties: Record<string, FieldSchema> };
}

/** API patterns (spec §7 of both documents). */
export type ApiSpec =
  | {
      /** `/api/admin/{entity}/` with query/add/update/delete/export/exportWord/exportPDF{Entity}. */
      pattern: 'admin';
      entity: string;
      /** Overrides of the derived names, for the spec's irregular ones (e.g. `addSysRole`). */
      names?: Partial<Record<AdminCall, string>>;
      base?: string;
    }
  | {
      /** `/api/bdtibs/base/` with save/update/remove{Entity}, and import/export{Entity} when listed. */
      pattern: 'base';
      entity: string;
      /** The qid of its list (findPageByCallId). */
      list: { qid: string };
      import?: boolean;
      export?: boolean;
      base?: string;
    }
  | {
      /** A read-only query page over a qid. */
      pattern: 'qid';
      qid: string;
      /** The page exports as a task (saveSyncExportTask, the `exportTask` action): an XLSX of the filtered rows. */
      export?: boolean;
    };

export type AdminCall = 'query' | 'add' | 'update' | 'delete' | 'export' | 'exportWord' | 'exportPDF';

export interface StorageSpec {
  table: string;
  /** Sets of fields that must be unique within the tenant. */
  unique?: string[][];
  indexes?: string[][];
  /** Rows belong to a tenant (default true). */
  tenant?: boolean;
  /** The field holding the owner site code: non-admins see only their site's rows. */
  site?: string;
}

/**
 * A registered widget drawn above a list's filter form (a scan box above the scans it records, say). It gets its
 * `x-component-props` and a `list` prop with which it asks the list to refresh (engine/render/list/ListPage.tsx).
 */
export interface ListPanelSpec {
  /** The registered widget's name (`npm run schemas:check` refuses an unknown one). */
  'x-component': string;
  'x-component-props'?: Record<string, unknown>;
}

export interface ListSpec {
  /** A widget above the filter form. */
  panel?: ListPanelSpec;
  filters?: string[];
  columns: string[];
  toolbar?: string[];
  row?: string[];
  batch?: string[];
  defaultSort?: { field: string; order: 'asc' | 'desc' };
  pageSize?: number;
  /**
   * The filters a list opens with (and Reset returns to), by filter field: a value, or for a date range filter a
   * relative period: `today`, `last7days`, `thisMonth`.
   */
  defaultFilters?: Record<string, string | number | boolean | RelativePeriod>;
}

/** A date range relative to the day the list opens (engine/render/list/default-filters.ts). */
export type RelativePeriod = 'today' | 'last7days' | 'thisMonth';

export interface FormSpec {
  mode?: 'dialog' | 'page';
  /** Columns of the form grid. */
  grid?: 1 | 2 | 3 | 4;
  /** Fields in form order (default: every field that is not readOnly). */
  fields?: string[];
}

export interface DetailSpec {
  sections?: { title: LocalizedText; fields: string[] }[];
  tabs?: { title: LocalizedText; fields?: string[]; subTable?: string }[];
}

/** A toolbar, row or batch action: a registered action by name, with its button code for permissions. */
export interface ActionSpec {
  action: string;
  /** Button code of the route's button list (spec 01 §6); absent → the action is disabled or removed. */
  button?: string;
  whenDenied?: 'disable' | 'remove';
  title?: LocalizedText;
  /** For `transition`: the transition's name; for `command`: the command's name; for `navigate`: the path. */
  target?: string;
  confirm?: LocalizedText;
}

/** A lifecycle: the status field, its values, and which transition moves which state to which. */
export interface StatesSpec {
  field: string;
  initial: string;
  values: Record<string, LocalizedText>;
  transitions: Record<string, { from: string[]; to: string; title: LocalizedText; button?: string }>;
}

export interface EntitySchema {
  $schema?: string;
  /** `area.entity`, unique, e.g. `admin.sysparam`. */
  id: string;
  title: LocalizedText;
  /** The catalogue route whose page this schema is. */
  route?: string;
  api: ApiSpec;
  storage?: StorageSpec;
  fields: Record<string, FieldSchema>;
  list: ListSpec;
  form?: FormSpec;
  detail?: DetailSpec;
  actions?: Record<string, ActionSpec>;
  states?: StatesSpec;
}

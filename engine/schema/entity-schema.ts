/**
 * The entity schema: one JSON file per business entity (`schemas/<area>/<entity>.json`) that the engine turns into a
 * table, the endpoints of its API pattern, and its list, detail and form pages (docs/architecture.md, "The one idea").
 * These types are the contract; `entity-meta-schema.json` is the same contract as JSON Schema, checked by ajv in
 * `npm run schemas:check` (the two are kept in step by entity-meta-schema.test.ts).
 *
 * React-free: the server imports this.
 */
import type { Condition } from '../validation/conditions';
import type { RuleSpec } from '../validation/rules';
import type { WhenRule } from '../validation/when-rules';

export type { WhenEffect, WhenRule } from '../validation/when-rules';

/** The names `x-format` takes (engine/format/display-format.ts, DISPLAY_FORMATS). */
export type DisplayFormatName = 'text' | 'money' | 'number' | 'integer' | 'weight' | 'percent' | 'date' | 'datetime' | 'boolean' | 'status' | 'tag' | 'reference' | 'file' | 'phone' | 'mask' | 'html' | 'email' | 'url';

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
  /** The rule `pattern` stands for, in words, for its message ("以字母开头，只含字母、数字和 _ . -"). */
  'x-pattern-message'?: LocalizedText;
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
  /**
   * Conditional field (docs/schemas.md "Conditional fields (x-when)"): shown, required or disabled while another
   * field of the schema has one of some values (`in`) or any value (`filled`). Rules as data, never expressions: the
   * form draws them as reactions, the server enforces `require` (engine/validation/when-rules.ts).
   * @example [{ "field": "customerType", "in": ["company"], "then": "require" }]
   */
  'x-when'?: WhenRule[];
  /** A named check of engine/validation/registry.ts (or several). */
  'x-validator'?: string | string[];
  /** A named sanitizer of engine/validation/registry.ts, applied as the person types and by the server. */
  'x-sanitize'?: string;
  /**
   * Computed by the server on every write (a sent value is overwritten) and live in the form: arithmetic over the
   * row's fields and `sum|count|min|max(child.field)` over a child's lines (engine/validation/computed.ts).
   */
  'x-compute'?: string;
  /**
   * Who created the row (`createdBy`: the writer's username, a string field) or when (`createdAt`: a date-time
   * field), set by the server when the row is inserted and never taken from a request: an operation log's
   * 操作人 and 操作时间, a scan's scanner. `updatedBy` / `updatedAt` are set on every write of the row (a language
   * record's modifyMan and modifyDate).
   */
  'x-stamp'?: 'createdBy' | 'createdAt' | 'updatedBy' | 'updatedAt';
  /** Options from a dictionary (FIND_BASE_DICTIONARY_DETAIL with this dictionaryCode). */
  'x-dict'?: string;
  /**
   * Sent masked by the server (engine/format/masks.ts; `phone` keeps the first 3 and last 4) to everyone but
   * administrators and roles granted the field on the page's menu (docs/schemas.md "Field permissions and masks").
   */
  'x-mask'?: 'phone' | 'idCard' | 'bankAccount' | 'secret';
  /** How the list shows the field. */
  'x-column'?: { width?: number; sortable?: boolean; ellipsis?: boolean; fixed?: 'left' | 'right' };
  /**
   * How lists, details and the record history show the value (docs/schemas.md, "Display formats"); without it, read
   * from the type, format, component, dictionary or reference (engine/format/display-format.ts).
   */
  'x-format'?: DisplayFormatName;
  /** A money field's currency: the name of the field holding its code (`currency`: 142, 502, USD …) or a fixed code (`CNY`, `142`). */
  'x-currency'?: string;
  /** Decimals a numeric format shows, rounded half-up (money 2, weight 3, percent 2 when not said). */
  'x-scale'?: number;
  /** The tag colour of each value of a status or tag field (antd preset colours); values not named get one by meaning. */
  'x-colors'?: Record<string, string>;
  /** How the filter form filters by the field: equality (default), contains, or a from–to range. */
  'x-filter'?: { op: 'eq' | 'like' | 'range' | 'in' };
  /** The database column type when the derived one does not fit (e.g. `numeric(19,5)`). */
  'x-db-type'?: string;
  /**
   * The spec's call that lists this field's `enum` values with their titles (`queryOrgType`): GET under the entity's
   * base path, answering `[{ value, label, zh, en }]` (docs/api.md, "Option calls").
   */
  'x-options-call'?: string;
  /** Rows of a sub-table (type array). */
  items?: { type: 'object'; properties: Record<string, FieldSchema> };
  /** The field holds a key of another entity's rows or of a qid's rows (docs/schemas.md, "References"). */
  'x-ref'?: RefSpec;
  /**
   * A many-to-many link (docs/schemas.md, "Links"): an array field of `x-ref` values kept as rows of a link table,
   * not as a column; read with the row, replaced as a whole on a write that sends it.
   */
  'x-link'?: LinkSpec;
  /**
   * Taken on writes, never stored as a column nor sent back (a new user's initial password): the entity's write
   * hooks (`hooks`) do what it is for. The create form asks it; the edit form leaves it out.
   */
  writeOnly?: boolean;
}

/**
 * The link table of an `x-link` field: its two integer columns (camelCase), the one holding this row's id and the
 * one holding the referenced value. Made by a numbered migration, with foreign keys ON DELETE CASCADE.
 * @example { "table": "sys_user_role", "self": "userId", "other": "roleId" }
 */
export interface LinkSpec {
  table: string;
  self: string;
  other: string;
  /** The link table is an entity's own table (tenant_id and the engine's columns): its new rows take the writer's tenant. */
  tenant?: boolean;
}

/**
 * A reference: the field holds the `value` of a row of another entity (`entity`) or of a qid (`qid`, for base tables
 * that are not entity schemas, such as sites). The server refuses a value that is not among the caller's rows (400
 * naming the field), lists and the detail show the row's `label`, and the form picks it with a searchable remote
 * select. Exactly one of `entity` and `qid`.
 * @example { "entity": "base.department", "value": "departmentCode", "label": "departmentName", "search": "departmentName" }
 * @example { "qid": "FIND_REGION_CHILDREN", "value": "dictionaryValue", "label": "dictionaryName",
 *            "params": { "dictionaryCode": "city" }, "dependsOn": { "field": "provinceCode", "param": "parentValue" } }
 */
export interface RefSpec {
  /** The target entity's id (its derived list qid is read). */
  entity?: string;
  /** The target qid (schemas/queries), for base tables that are not entity schemas. */
  qid?: string;
  /** The target's field whose value this field stores (a filter of the target, so a value can be looked up). */
  value: string;
  /** The target's field shown for it. */
  label: string;
  /** The target's field shown for it on English pages (its English name); a row without one shows `label`. */
  labelEn?: string;
  /** The target's filter the typed text is sent to (a `like` filter); without it the picker filters its first page in the browser. */
  search?: string;
  /** Fixed filters sent with every read of the target (e.g. which dictionary). */
  params?: Record<string, string | number | boolean>;
  /** Cascading: the value of this schema's `field` is sent as the target's filter `param` (province → city). */
  dependsOn?: { field: string; param: string };
  /** The target is a tree entity (its schema has `tree`): the form picks the value in a tree of the target's rows. */
  tree?: boolean;
  /**
   * The referring rows go with the referred one (their table's foreign key is ON DELETE CASCADE: a user's posts go
   * with the user), so the referred row is deleted even while they hold it (server/entity/referenced-rows.ts).
   */
  cascade?: boolean;
}

/** API patterns (spec §7 of both documents). */
export type ApiSpec =
  | {
      /** `/api/admin/{entity}/` with query/add/update/delete/export/exportWord/exportPDF{Entity}. */
      pattern: 'admin';
      entity: string;
      /**
       * The entity's camel case in call names (`SysMenu` → `querySysMenu`, `addSysMenu`); default: `entity`
       * capitalised (`Sysmenu`). The path segment stays `entity` (`/api/admin/sysmenu/querySysMenu`).
       */
      name?: string;
      /** Overrides of the derived names, for the spec's irregular ones (e.g. `addSysRole`). */
      names?: Partial<Record<AdminCall, string>>;
      calls?: ApiCalls;
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
      calls?: ApiCalls;
      base?: string;
    }
  | {
      /**
       * `/api/bdtibs/customs/` with query{Entity}PageList (POST, filters and paging in the JSON body),
       * query{Entity}Detail (GET id), save/update/remove{Entity} (POST JSON), and export/import{Entity} when listed.
       * With `base` and `calls`, also the `/api/bdtibs/<entity>/save|update|remove` style.
       */
      pattern: 'customs';
      /** The entity's camel case in call names: `CustomsCargo` → `queryCustomsCargoPageList`. */
      entity: string;
      import?: boolean;
      export?: boolean;
      calls?: ApiCalls;
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

/**
 * One call of an API pattern spelled as the spec spells it, where it differs from the derived one (`api.calls`, by
 * endpoint role: list, detail, create, update, remove, export, exportWord, exportPDF, import). A role the pattern
 * has only on request (detail on admin and base) is added by naming it here.
 * @example "calls": { "update": { "name": "update", "method": "PUT" }, "remove": { "name": "remove", "method": "DELETE" } }
 */
export interface ApiCallSpec {
  /** The call name, the path's last segment (`save`, `exportAccountSubject`). */
  name?: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The whole path, for a call outside the pattern's base. */
  path?: string;
  /** Where the input travels: query parameters or a JSON body (default: the pattern's; with GET or DELETE: query). */
  input?: 'query' | 'json';
}

/** `api.calls`: per-role overrides of name, method, path and input. */
export type ApiCalls = Record<string, ApiCallSpec>;

export interface StorageSpec {
  table: string;
  /** Sets of fields that must be unique within the tenant. */
  unique?: string[][];
  indexes?: string[][];
  /** Rows belong to a tenant (default true). */
  tenant?: boolean;
  /**
   * Installation-wide rows (`tenant: false`) that only the platform tenant's users may read and write, with the usual
   * menu and button grants (app clients, tenants, system dictionaries; docs/schemas.md "Installation-wide entities").
   */
  platform?: boolean;
  /**
   * Columns of the table (snake_case) that no field maps to, kept as they are: set by the entity's write hooks (an
   * app client's secret hash), never read or sent by the engine, and not taken for a dropped field.
   */
  keep?: string[];
  /** The field holding the owner site code: non-admins see only their site's rows. */
  site?: string;
  /**
   * The field holding the user a row belongs to (docs/schemas.md "Own rows"): non-administrators read and write only
   * rows whose field holds their own `user` value (username, nickname or employee code), and a create of theirs sets it.
   */
  owner?: { field: string; user: 'username' | 'nickname' | 'employeeCode' };
  /**
   * A level view over another entity's table (docs/schemas.md "Level views"): `of` names the owner entity, which
   * creates and extends the table; this schema reads, writes and exports only the rows with the `where` values
   * (`{ "regionType": "city" }`), and a create sets them.
   */
  of?: string;
  where?: Record<string, string | number | boolean>;
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
  /**
   * Filters every request of the list sends (reads and exports), never shown in the filter form: a page that lists
   * one kind of a shared query's rows (a scan page's scans of its type: `{ "scanType": "load" }`). They narrow what
   * the page shows; what a person may see is the server's scope, not these.
   */
  fixedFilters?: Record<string, string | number | boolean>;
  /**
   * Query-string parameters that open the list narrowed to some rows (a reminder's `/certificationAudit?orderCodes=3,7`):
   * name → the field (or `id`) it filters and how (`in`, default: comma-separated values; `eq`). Not in the filter
   * form: the list shows a clearable tag while one applies. The list qid takes each as a filter of that name.
   */
  urlFilters?: Record<string, UrlFilterSpec>;
}

/** One `list.urlFilters` entry (docs/schemas.md, "Lists opened narrowed by a link"). */
export interface UrlFilterSpec {
  field: string;
  op?: 'in' | 'eq';
  /** What the tag says (default 已按链接筛选 / Filtered by link). */
  title?: LocalizedText;
}

/** A date range relative to the day the list opens (engine/render/list/default-filters.ts). */
export type RelativePeriod = 'today' | 'last7days' | 'thisMonth';

export interface FormSpec {
  mode?: 'dialog' | 'page';
  /** Columns of the form grid. */
  grid?: 1 | 2 | 3 | 4;
  /** Fields in form order (default: every field that is not readOnly). Not with `sections`. */
  fields?: string[];
  /**
   * The form as titled groups (a long order form: 发件人 / 收件人 / 货物), each its own grid (default `grid`); in
   * place of `fields` (not both). A field sits in one section at most. Read the form's fields with
   * `formFieldNames` (form-field-names.ts), never `fields` alone.
   */
  sections?: FormSection[];
  /** Child keys whose lines the create form edits as a table, saved with the header in one request. */
  lines?: string[];
}

/** One titled group of a form (`form.sections`). */
export interface FormSection {
  title: LocalizedText;
  fields: string[];
  /** Columns of this section's grid (default: the form's `grid`). */
  grid?: 1 | 2 | 3 | 4;
}

export interface DetailSpec {
  /** `drawer` (default): beside the list; `page`: a page of its own on `route` (`?id=` the row), tabs of child tables editable there. */
  mode?: 'drawer' | 'page';
  /** The catalogue route of the detail page (mode `page`), e.g. `/entryQGDetail`. */
  route?: string;
  sections?: { title: LocalizedText; fields: string[] }[];
  /** `child`: a key of `children`, the tab a paged list of that child's lines with their own add, edit and delete. */
  tabs?: { title: LocalizedText; fields?: string[]; subTable?: string; child?: string; related?: RelatedRowsSpec; call?: RelatedCallSpec }[];
}

/**
 * A detail tab listing what one of the entity's own GET command calls answers for this row (an array, under the
 * command's `result`): `params` maps each of the command's parameters to this row's field sent for it. Read-only.
 * @example "call": { "command": "queryDataFieldByMenuCode", "params": { "menuCode": "menuCode" }, "columns": [{ "field": "field", "title": { "zh": "字段", "en": "Field" } }] }
 */
export interface RelatedCallSpec {
  command: string;
  params: Record<string, string>;
  columns: RelatedColumn[];
}

/**
 * A detail tab listing rows of another table that belong to this row, read through a qid (`findAllByCallId`) with
 * the row's id as one of its filters: a menu's buttons (`FIND_MENU_BUTTON` by `menuId`). Read-only.
 * @example "related": { "qid": "FIND_MENU_BUTTON", "filter": "menuId", "columns": [{ "field": "buttonCode", "title": { "zh": "按钮编码", "en": "Code" } }] }
 */
export interface RelatedRowsSpec {
  qid: string;
  /** The qid filter that takes this row's id (or its `by` field). */
  filter: string;
  /** The row's field whose value the filter takes, instead of its id (a load unit's parcels, by its unit number). */
  by?: string;
  columns: RelatedColumn[];
  /**
   * A long field of each related row shown in full, as written (monospaced, kept as is), when its row is expanded:
   * the XML of a declaration's message.
   * @example "expand": { "field": "content", "title": { "zh": "报文内容", "en": "Message" } }
   */
  expand?: { field: string; title: LocalizedText };
}

/**
 * A column of a related tab: the field and its title, and optionally how its values read, with a field's own
 * display keys (`format: "date-time"`, `enum` with `x-enum-titles`, `x-dict`, `x-format`, `x-colors`).
 * @example { "field": "status", "title": { "zh": "状态", "en": "State" }, "enum": ["0", "1"], "x-enum-titles": [{ "zh": "待发送", "en": "Waiting" }, { "zh": "已发送", "en": "Sent" }], "x-format": "status" }
 */
export type RelatedColumn = { field: string; title: LocalizedText } & Partial<Pick<FieldSchema, 'type' | 'format' | 'enum' | 'x-enum-titles' | 'x-dict' | 'x-format' | 'x-colors'>>;

/**
 * A child table's link to its header (master–detail, docs/schemas.md "Child tables"): the header entity and the
 * child's integer field holding the header row's id (a foreign key, ON DELETE CASCADE, indexed).
 * @example { "entity": "customs.orderCustomstob", "field": "orderId" }
 */
export interface ParentSpec {
  entity: string;
  field: string;
}

/**
 * One child table of a header, under the key its lines travel by in the header's body (`{ …header, boxes: [ … ] }`).
 * @example "children": { "boxes": { "entity": "customs.orderCustomstobBox" } }
 */
export interface ChildSpec {
  entity: string;
  /** Most lines one header save takes (default 1000). */
  maxLines?: number;
  /**
   * States of the header's lifecycles that lock these lines (besides the header's own `lock`), by lifecycle name:
   * `"lock": { "fee": ["2", "3"] }` — the fee lines are read-only once the fees are submitted.
   */
  lock?: Record<string, string[]>;
  /**
   * How the detail page's tab edits the lines: `"grid"`, in place as a keyboard-first grid (typing, pasting from a
   * spreadsheet, undo), saved with the header in one transaction (engine/render/grid/); without it, the child's own
   * list with its add, edit and delete dialogs.
   */
  edit?: 'grid';
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
  /**
   * For `print`: a command (of `commands`, selection many) run on the chosen rows first; only the rows it accepts are
   * printed, each with what the command answered for it merged in (a last-mile number it gave, the print count).
   */
  command?: string;
  /** For `print`: the print template it fills (docs/schemas.md "Printing"; docs/domain/printing.md). */
  template?: PrintTemplateSpec;
  /**
   * For `print`: lists put under keys of each row before its template is filled (`{{#goods}}…{{/goods}}`), by key:
   * read through a qid, or `"detail"`: taken from the row's detail read (the entity's child lines).
   * @example "lines": { "goods": { "qid": "FIND_DECLARATION_PRINT_GOODS", "parent": "orderId" } }
   * @example "lines": { "parcels": "detail" }
   */
  lines?: Record<string, PrintLinesSpec>;
}

/**
 * Which print template a print action fills: the enabled default template of the type `type` (a type code of
 * /print/orderTemplateType, `TAIL_LABEL`), and with `carrierField` the one of the carrier that row field names.
 * @example "template": { "type": "TAIL_LABEL", "carrierField": "tailCarrierCode" }
 */
export interface PrintTemplateSpec {
  type: string;
  /** The row field holding the carrier code; absent → the type's default without a carrier. */
  carrierField?: string;
}

/**
 * Lines read through the generic data query: the first page of `qid` (up to 200 rows) with its filter `parent` set
 * to the row's `by` field (default `id`).
 */
export interface PrintQidLines {
  qid: string;
  parent: string;
  by?: string;
}

/** Where a print action's lines come from: a qid, or `"detail"` (the row's detail read, under the same key). */
export type PrintLinesSpec = PrintQidLines | 'detail';

/**
 * A lifecycle: the status field, its values, and which transition moves which state to which. An entity has one
 * (`states` is this object) or several, each under a name (`states: { declare: {…}, fee: {…} }`): see lifecycles.ts.
 */
export interface StatesSpec {
  field: string;
  initial: string;
  /** Each state's title, and optionally the colour of its tag (`color`, an antd preset; otherwise one by meaning). */
  values: Record<string, LocalizedText & { color?: string }>;
  transitions: Record<string, TransitionSpec>;
  /** The states in which the row is locked: the server refuses its update and delete (docs/schemas.md, "Locking"). */
  lock?: string[];
  /** Fields a locked row may still change through its update call. */
  editable?: string[];
}

/** One transition of a lifecycle. */
export interface TransitionSpec {
  from: string[];
  to: string;
  title: LocalizedText;
  button?: string;
  /** A condition on the row that must hold, else the move is refused with the guard's message. */
  guard?: GuardSpec;
}

/**
 * A precondition (engine/validation/conditions.ts) with the message that refuses the call when it does not hold.
 * @example { "if": { "field": "claimAmount", "op": "gt", "value": 0 }, "message": { "zh": "索赔金额须大于 0", "en": "The amount must be above 0" } }
 */
export interface GuardSpec {
  if: Condition;
  message: LocalizedText;
}

/**
 * A server-side operation on the rows (docs/schemas.md, "Commands"), implemented by a function registered under
 * `handler` (default `{entity id}.{command name}`) in server/commands/index.ts.
 */
export interface CommandSpec {
  title: LocalizedText;
  /** How many rows it takes: none (the page), one, or many (the chosen rows, each with its own result). */
  selection: 'none' | 'one' | 'many';
  /** Button code of the route's button list that grants it (absent: administrators only). */
  button?: string;
  /** Parameters asked in a dialog, written and checked like `fields`. */
  params?: Record<string, FieldSchema>;
  confirm?: LocalizedText;
  /**
   * Drawn as a row action, the parameters taken from the row's fields (`{ "roleId": "roleId" }`: param ← field); the
   * dialog starts from them, and is not shown when they are all the parameters (only the confirmation is asked).
   * This is how a command of selection none (also on a query page, which has no table) acts on the row it is drawn on.
   */
  rowParams?: Record<string, string>;
  /** The registered implementation's name (default `{entity id}.{command name}`). */
  handler?: string;
  /** A transition each row takes after the implementation ran (its `from` states and guard are checked first). */
  transition?: string;
  /** A condition on each row (and `params.<name>`) that must hold. */
  guard?: GuardSpec;
  /**
   * Also served under a call of its own beside the pattern's calls (docs/schemas.md, "Command calls"):
   * `{ "name": "mergeCustomstob", "method": "POST", "input": "query" }` → `POST /api/bdtibs/customs/mergeCustomstob?ids=1,2`.
   */
  call?: CommandCall;
}

/** A command's own call: its name under the entity's pattern base (or a whole `path`), method and input. */
export interface CommandCall {
  name: string;
  /** Default POST. */
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Where the rows and parameters come: query parameters (`ids=1,2`, `id=1`) or the JSON body (default). */
  input?: 'query' | 'json';
  /** The whole path, when the call is not under the pattern's base. */
  path?: string;
}

/**
 * A tree: rows nest by a parent field holding another row's id (docs/schemas.md, "Trees"). The list draws a tree
 * table, the form picks the parent in a tree, the server refuses a missing parent, a loop and deleting a node with
 * children, and serves the nested rows (`query{Entity}Tree`).
 */
export interface TreeSpec {
  /** The integer field holding the parent row's id (empty for a root). */
  parent: string;
  /** The field a node is shown by (in the picker and in messages). */
  label: string;
  /** The integer field that orders siblings. */
  sequence?: string;
  /** Load each node's children when it is expanded instead of the whole tree at once (big trees). */
  lazy?: boolean;
  /**
   * A copy of the parent's `key` kept in `field` (a region's `parentCode` = its parent's `regionCode`), so that a qid
   * finds children by code: kept in step by the engine on every write (server/entity/tree/tree-parent-key.ts).
   */
  parentKey?: { field: string; key: string };
}

export interface EntitySchema {
  $schema?: string;
  /** `area.entity`, unique, e.g. `admin.sysparam`. */
  id: string;
  title: LocalizedText;
  /**
   * The noun of one record, for dialog titles and messages ("新增承运商" / "New carrier"); `title` is the page's
   * (plural) name. schemas:check warns when it is missing (docs/schemas.md, "Naming a record").
   */
  item?: LocalizedText;
  /** The fields whose values name one record in messages ("承运商 SF 顺丰速运"); default: the first unique key. */
  label?: string[];
  /** The catalogue route whose page this schema is. */
  route?: string;
  api: ApiSpec;
  storage?: StorageSpec;
  fields: Record<string, FieldSchema>;
  list: ListSpec;
  form?: FormSpec;
  detail?: DetailSpec;
  actions?: Record<string, ActionSpec>;
  /** One lifecycle, or several by name. */
  states?: StatesSpec | Record<string, StatesSpec>;
  /** Server-side operations by name. */
  commands?: Record<string, CommandSpec>;
  /** The rows form a tree by a parent field. */
  tree?: TreeSpec;
  /** This entity is a child table of a header: its lines live and die with the header's row. */
  parent?: ParentSpec;
  /** The header's child tables by key (each child names this entity as its `parent`). */
  children?: Record<string, ChildSpec>;
  /** Rules across fields and lines, checked by the server and the form (engine/validation/rules.ts). */
  rules?: RuleSpec[];
  /** How a spreadsheet import matches its rows to existing ones (docs/schemas.md, "Imports"). */
  import?: ImportSpec;
  /** More XLSX exports of the rows, each served under its own call name (docs/schemas.md, "Named exports"). */
  exports?: Record<string, NamedExportSpec>;
  /**
   * The registered write hooks of the entity (server/commands/index.ts; docs/schemas.md "Write hooks"): rules and
   * columns of its own checked and set in the write's transaction before a create, update or delete.
   */
  hooks?: string;
}

/**
 * An import that updates and nests (docs/schemas.md, "Imports"): the fields that find the caller's existing row,
 * and whether a matching row is updated (`upsert`) or refused (`insert`, the default without a key).
 * @example "import": { "key": ["employeeCode"], "mode": "upsert" }
 */
export interface ImportSpec {
  /** Absent on an import batch list (`target`) and on a templates-only import (every row inserted). */
  key?: string[];
  /** The import dialog offers templates (order.orderTemplate) whose type targets this entity, or only this type code's. */
  templates?: boolean | string;
  /** An import batch list: the upload's rows become rows of this entity, through `template`; each upload is a row here. */
  target?: string;
  /** The template code an import batch list always uses. */
  template?: string;
  mode?: 'insert' | 'upsert';
  /** Child keys whose lines the sheet carries: one row per line, the header's columns repeated (grouped by `key`). */
  children?: string[];
  /** Most data rows the direct call takes; bigger files go through the import task (default 2000). */
  directRows?: number;
  /**
   * Each record stands alone: a record whose row is invalid, or whose write is refused (a reference, a hook), is
   * refused on its own — listed with its messages and put in the refused rows' sheet — while the others are written
   * (a platform's 500 orders with one bad row). Without it, any invalid row refuses the whole file.
   */
  partial?: boolean;
}

/**
 * A named export (docs/schemas.md, "Named exports"): one more XLSX call of the entity, keyed by its call name and
 * served under the pattern's base with the export's selection (`{ filters, sort, order, ids? }`), its permissions and
 * its field access. One sheet titled `title` with the `fields` as columns; with `lines` (a key of `children`), one
 * row per line of that child, the header's fields repeated and the line's named `{key}.{field}`; headers without
 * lines are left out.
 * @example "exports": { "exportOrderCustomstobGoods": { "title": { "zh": "清关单商品", "en": "Bill goods" }, "lines": "goods", "fields": ["orderNo", "goods.gNum", "goods.gName"] } }
 */
export interface NamedExportSpec {
  /** The sheet's name and the file's (`{title}-{yyyyMMddHHmmss}.xlsx`). */
  title: LocalizedText;
  /** A key of `children`: one row per line of that child table. */
  lines?: string;
  /** The columns in order: header fields (`orderNo`) and, with `lines`, line fields (`goods.gNum`). */
  fields: string[];
  /** Where the selection travels: a JSON body (default) or query parameters, as `api.calls.export.input`. */
  input?: 'query' | 'json';
}

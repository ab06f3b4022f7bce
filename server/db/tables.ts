import type { ColumnType, Generated } from 'kysely';

/** Kysely's view of the tables (camelCase here; CamelCasePlugin maps to the snake_case columns). */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json = ColumnType<Record<string, unknown>, string, string>;

export interface ServerSettingTable { key: string; value: string }

export interface TenantTable {
  id: Generated<number>;
  tenantCode: string;
  tenantName: string;
  tenantContact: string | null;
  tenantEmail: string | null;
  tenantTel: string | null;
  createdAt: GeneratedTimestamp;
}

export interface AppClientTable {
  id: Generated<number>;
  clientCode: string;
  /** Null only inside the add call's transaction, before the secret's hash is written (0026). */
  clientSecretHash: string | null;
  authType: string;
  authScope: string;
  tokenSeconds: number;
  refreshSeconds: number;
  fallbackUrl: string | null;
}

/** The role codes that may sign in through an app client (0026); a client without rows takes everyone. */
export interface AppClientRoleTable {
  clientId: number;
  roleCode: string;
}

export interface SysUserTable {
  id: Generated<number>;
  tenantId: number;
  username: string;
  passwordHash: string;
  nickname: string;
  mobile: string | null;
  email: string | null;
  avatar: string | null;
  geographic: string | null;
  address: string | null;
  profile: string | null;
  isAdmin: Generated<number>;
  ownerSiteId: number | null;
  customerId: number | null;
  /** Made by the database when the engine adds a user (migration 0024); the seed and sign-up write their own. */
  subjectId: Generated<string>;
  subjectName: string | null;
  employeeCode: string | null;
  status: Generated<number>;
  failedLogins: Generated<number>;
  lockedUntil: Timestamp | null;
  createdAt: GeneratedTimestamp;
  updatedAt: GeneratedTimestamp;
  /** The engine's columns and the user's organisation (migration 0024: sys_user is the table of admin.sysuser). */
  version: Generated<number>;
  createdBy: string | null;
  updatedBy: string | null;
  orgId: number | null;
  ext: Generated<Json>;
}

/** The engine's own columns of an entity table made by a migration (server/entity/table-model.ts). */
interface EngineColumns {
  id: Generated<number>;
  tenantId: number;
  version: Generated<number>;
  createdAt: GeneratedTimestamp;
  createdBy: string | null;
  updatedAt: GeneratedTimestamp;
  updatedBy: string | null;
  ext: Generated<Json>;
}

/** A post of a tenant (岗位, migration 0024; the tree entity admin.syspost). */
export interface SysPostTable extends EngineColumns {
  postCode: string;
  postName: string;
  postSequence: Generated<number>;
  postParent: number | null;
}

/** The posts a user holds (migration 0024; the `x-link` of admin.sysuser's postIds). */
export interface SysUserPostTable extends EngineColumns {
  userId: number;
  postId: number;
}

/** The online users: live sessions seen within the idle limit (a view, migration 0024). */
export interface OnlineSysUserView {
  id: number;
  tenantId: number;
  userId: number;
  username: string;
  nickname: string;
  ownerSiteCode: string | null;
  ownerSiteName: string | null;
  ip: string | null;
  userAgent: string | null;
  clientCode: string;
  signedInAt: Timestamp;
  lastSeenAt: Timestamp;
}

export interface SysRoleTable {
  id: Generated<number>;
  tenantId: number;
  roleCode: string;
  roleName: string;
  roleType: string | null;
  roleDescription: string | null;
}

export interface SysUserRoleTable { userId: number; roleId: number }

export interface AuthSessionTable {
  id: string;
  tenantId: number;
  userId: number;
  clientCode: string;
  grantType: string;
  ip: string | null;
  userAgent: string | null;
  createdAt: Timestamp;
  lastSeenAt: Timestamp;
  registeredAt: Timestamp | null;
  revokedAt: Timestamp | null;
  revokedReason: string | null;
  /** The session's number (migration 0024): the row id of the online-users list. */
  sessionNo: Generated<number>;
}

export interface RefreshTokenTable {
  tokenHash: string;
  sessionId: string;
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
  createdAt: Timestamp;
}

export interface ImageCaptchaTable {
  randomCode: string;
  answer: string;
  expiresAt: Timestamp;
  verifiedAt: Timestamp | null;
  consumedAt: Timestamp | null;
}

export interface SmsCodeTable {
  id: Generated<number>;
  mobile: string;
  purpose: string;
  codeHash: string;
  attempts: Generated<number>;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  consumedAt: Timestamp | null;
}

export interface PasswordResetTable {
  tokenHash: string;
  userId: number;
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
}

export interface MessageOutboxTable {
  id: Generated<number>;
  channel: string;
  recipient: string;
  subject: string | null;
  body: string;
  createdAt: Timestamp;
}

export interface SysMenuTable {
  id: Generated<number>;
  tenantId: number;
  menuCode: string;
  menuName: string;
  menuNameEn: string | null;
  menuIcon: string | null;
  menuPath: string;
  menuComponent: string | null;
  menuSequence: Generated<number>;
  menuParent: number | null;
  menuStatus: Generated<number>;
  hideInMenu: Generated<boolean>;
  meta: Json;
  /** The engine's columns (migration 0019): `/sysmenu` is an entity schema over this table. */
  version: Generated<number>;
  createdAt: Generated<Date>;
  createdBy: string | null;
  updatedAt: Generated<Date>;
  /** Null while the row is as the seed wrote it: the seed refreshes only such rows. */
  updatedBy: string | null;
  ext: Generated<Json>;
}

/** Every menu path the seed has written, per tenant (migration 0019): one an administrator deleted stays deleted. */
export interface SysMenuSeededTable {
  tenantId: number;
  menuPath: string;
}

export interface SysMenuButtonTable {
  id: Generated<number>;
  tenantId: number;
  menuId: number;
  buttonCode: string;
  buttonName: string;
  buttonNameEn: string | null;
}

export interface SysRoleMenuTable { roleId: number; menuId: number }
export interface SysRoleMenuButtonTable { roleId: number; menuButtonId: number }
/** A data field of a menu's page granted to a role (migration 0021; enforced by issue 12). */
export interface SysRoleMenuDataTable { roleId: number; menuId: number; fieldName: string }

/** A call of the server or an administrator's prefix pattern, per tenant (migration 0025; the entity admin.sysurl). */
export interface SysUrlTable {
  id: Generated<number>;
  tenantId: number;
  urlMethod: string;
  url: string;
  urlName: string | null;
  urlTag: string | null;
  /** `route`: written from the server's route table at start; `manual`: added by an administrator. */
  urlSource: Generated<string>;
  remark: string | null;
}
export interface SysRoleUrlTable { roleId: number; urlId: number }
/** The read model of /datapermission (view, migration 0025): one row per role and menu with data-field grants. */
export interface SysDataPermissionView {
  id: string;
  tenantId: number;
  roleId: number;
  roleCode: string;
  roleName: string;
  menuId: number;
  menuCode: string;
  menuName: string;
  menuPath: string;
  fieldNames: string;
  fieldCount: number;
}

export interface BaseSiteTable {
  id: Generated<number>;
  tenantId: number;
  siteCode: string;
  siteName: string;
  blOpen: Generated<number>;
  address: string | null;
  /** Columns of the site schema (schemas/base/site.json), added by the entity migrator. */
  siteNameEn?: string | null;
  siteType?: string | null;
  siteOrder?: number | null;
  countryCode?: string | null;
  provinceCode?: string | null;
  cityCode?: string | null;
  contactName?: string | null;
  contactPhone?: string | null;
  remark?: string | null;
}

export interface BaseEmployeeTable {
  id: Generated<number>;
  tenantId: number;
  employeeCode: string;
  employeeName: string;
  siteCode: string | null;
  userId: number | null;
}

export interface BaseDictionaryTable {
  id: Generated<number>;
  tenantId: number;
  dictionaryCode: string;
  dictionaryName: string;
  /** Columns of the dictionary schema (schemas/base/dictionary.json), added by the entity migrator. */
  dictionaryNameEn?: string | null;
  remark?: string | null;
}

export interface BaseDictionaryDetailTable {
  id: Generated<number>;
  tenantId: number;
  dictionaryCode: string;
  dictionaryValue: string;
  dictionaryName: string;
  dictionaryNameEn: string | null;
  dictionaryOrder: number | null;
  /** The parent item's dictionaryValue in the level above (region dictionaries; migration 0010). */
  parentValue: ColumnType<string | null, string | null | undefined, string | null>;
  /** The dictionary's id (migration 0028): filled from dictionaryCode by a trigger when not given. */
  dictionaryId: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface SysOrgTable {
  id: Generated<number>;
  tenantId: number;
  orgType: string;
  orgName: string;
  orgDescription: string | null;
  orgSequence: Generated<number>;
  orgParent: number | null;
  /** The engine's columns (migration 0019): `/sysorg` is an entity schema over this table. */
  version: Generated<number>;
  createdAt: Generated<Date>;
  createdBy: string | null;
  updatedAt: Generated<Date>;
  updatedBy: string | null;
  ext: Generated<Json>;
}

export interface StoredFileTable {
  id: Generated<number>;
  tenantId: number;
  fileKey: string;
  fileName: string;
  contentType: string;
  fileSize: number;
  sha256: string;
  ztdCode: string | null;
  createdBy: number | null;
  createdAt: Timestamp;
}

/** A stored file's place: the entity row it belongs to (migration 0014). */
export interface FileLinkTable {
  tenantId: number;
  fileKey: string;
  entityId: string;
  rowId: number;
  published: Generated<boolean>;
}

export interface ScanRecordTable {
  id: Generated<number>;
  tenantId: number;
  scanType: string;
  scanCode: string;
  ownerSiteCode: string | null;
  scannedBy: string;
  scannedAt: Timestamp;
  clientScanId: string | null;
  /** `moved`, `refused` or `noted` (migration 0031). */
  verdict: Generated<string>;
  entityId: string | null;
  rowId: number | null;
  node: string | null;
  refusalCode: string | null;
  refusalReason: string | null;
  /** What the scan was made onto: its page's context value, a load unit (migration 0032). */
  contextCode: string | null;
}

/** A declaration platform message, sent or received (migration 0034; docs/domain/customs.md "The declaration platform"). */
export interface CustomsMessageTable {
  id: Generated<number>;
  tenantId: number;
  /** The kind of document: `order`, `cancel`, `refund`, `bill`, `billReturn`, `cargo`, `stockDeclare`. */
  docType: string;
  docId: number;
  docNo: string;
  /** `out` (sent) or `in` (a receipt). */
  direction: 'out' | 'in';
  /** CEB311, CEB621, … for sent ones; CEB312, CEB622, … for receipts. */
  messageType: string;
  guid: string;
  /** The XML as sent or received. */
  content: string;
  /** `queued`, `sent`, `failed` (out); `received` (in). */
  sendState: string;
  attempts: Generated<number>;
  lastError: string | null;
  returnStatus: string | null;
  returnInfo: string | null;
  returnTime: string | null;
  createdAt: GeneratedTimestamp;
  sentAt: Timestamp | null;
}

/** A last-mile carrier's tracking event of a parcel (migration 0033; docs/api.md "Carrier events"). */
export interface CarrierEventTable {
  id: Generated<number>;
  tenantId: number;
  /** The 2C order (om_two_c_order) whose tailTrackingNo the event is of. */
  orderId: number;
  carrierCode: string;
  trackingNo: string;
  eventTime: Timestamp;
  /** PICKED_UP, IN_TRANSIT, OUT_FOR_DELIVERY, DELIVERED or FAILED. */
  status: string;
  description: string;
  location: string | null;
  receivedAt: GeneratedTimestamp;
}

export interface BaseCustomerTable {
  id: Generated<number>;
  tenantId: number;
  customerCode: string;
  customerName: string;
  contactName: string | null;
  mobile: string | null;
  email: string | null;
  /** Account status as text since migration 0030: '0' 未启用, '1' 正常, '2' 停用 (schemas/base/customer.json). */
  status: Generated<string>;
  auditState: Generated<number>;
  salesManCode: string | null;
  ownerSiteCode: string | null;
  createdBy: string | null;
  createdAt: GeneratedTimestamp;
}

export interface ProblemItemTable {
  id: Generated<number>;
  tenantId: number;
  orderCode: string;
  problemType: string;
  problemDesc: string | null;
  replyState: Generated<number>;
  ownerSiteCode: string | null;
  createdBy: string;
  createdAt: GeneratedTimestamp;
}

export interface ConsultWorkOrderTable {
  id: Generated<number>;
  tenantId: number;
  workOrderCode: string;
  title: string;
  status: string;
  handlerCode: string | null;
  ownerSiteCode: string | null;
  createdAt: GeneratedTimestamp;
}

export interface OrderConfirmTable {
  id: Generated<number>;
  tenantId: number;
  orderCode: string;
  customerCode: string;
  confirmState: Generated<number>;
  createdBy: string | null;
  ownerSiteCode: string | null;
  createdAt: GeneratedTimestamp;
}

export interface BaseLanguageTable {
  id: Generated<number>;
  tenantId: number;
  propertyName: string;
  attributionKey: string | null;
  remark: string | null;
  chinese: string | null;
  english: string | null;
  french: string | null;
  indonesian: string | null;
  japanese: string | null;
  traditionalChinese: string | null;
  languageExt1: string | null;
  languageExt2: string | null;
  modifyMan: string | null;
  modifyDate: Timestamp | null;
  dataFrom: string | null;
  creationTime: GeneratedTimestamp;
  /** The engine's columns, added at start by the entity migrator: /bdtLanguage is the schema schemas/base/language.json. */
  version: Generated<number>;
  createdAt: Generated<Date>;
  createdBy: string | null;
  updatedAt: Generated<Date>;
  updatedBy: string | null;
  ext: Generated<Json>;
}

/** A notification to the tenant's users (spec 02 §3); current from startTime until endTime, or for good. */
export interface SysNotificationTable {
  id: Generated<number>;
  tenantId: number;
  title: string;
  content: Generated<string>;
  type: string;
  priority: string;
  publisher: string;
  startTime: Timestamp;
  endTime: Timestamp | null;
  createdAt: GeneratedTimestamp;
}

/** One entity write (server/entity/audit-log.ts): `changed` maps each changed field to `[from, to]`. */
export interface AuditLogTable {
  /** bigserial: read back as a string. */
  id: Generated<string>;
  tenantId: number;
  entityId: string;
  rowId: number;
  action: 'create' | 'update' | 'delete' | 'transition' | 'command';
  changed: Json;
  username: string;
  at: Timestamp;
  /** A child line's header (0023): its entity and row, so the header's history lists the line's changes. */
  headerEntityId: string | null;
  headerRowId: number | null;
  /** The transition or command that wrote the row (0023): `{ kind, name, params? }`. */
  operation: Json | null;
}

/** A command call's reply under its Idempotency-Key (server/commands/idempotency.ts); null while it runs. */
export interface CommandReplyTable {
  id: Generated<string>;
  tenantId: number;
  userId: number;
  idempotencyKey: string;
  entityId: string;
  command: string;
  reply: Json | null;
  createdAt: Timestamp;
}

/** A user's setting by key (GET/PUT /api/clearway/user-settings/:key); `value` is any JSON. */
export interface UserSettingTable {
  userId: number;
  key: string;
  value: ColumnType<unknown, string, string>;
  updatedAt: Timestamp;
}

/** One saved version of a tenant's override of an entity schema (a JSON Merge Patch); one active per (tenant, schema). */
export interface SchemaOverrideTable {
  id: Generated<number>;
  tenantId: number;
  schemaId: string;
  version: number;
  patch: Json;
  active: Generated<boolean>;
  comment: string | null;
  createdBy: string;
  createdAt: GeneratedTimestamp;
}

/** An export or import task run as a job (server/jobs/job-worker.ts; migration 0008-jobs). */
export interface SyncTaskTable {
  id: Generated<number>;
  tenantId: number;
  userId: number;
  kind: 'export' | 'import';
  taskType: string;
  /** What the export-task page shows (migration 0011): the entity's title, or the task type. */
  taskName: ColumnType<string | null, string | null | undefined, string | null>;
  status: Generated<'queued' | 'running' | 'done' | 'failed'>;
  progress: Generated<number>;
  params: ColumnType<Record<string, unknown>, string | undefined, string>;
  resultFileKey: string | null;
  resultFileName: string | null;
  errorMessage: string | null;
  rowErrors: ColumnType<unknown, string | null | undefined, string | null>;
  createdAt: Timestamp;
  startedAt: Timestamp | null;
  finishedAt: Timestamp | null;
  /** The process whose worker claimed the task (migration 0016; server/jobs/job-recovery.ts). */
  claimedBy: ColumnType<string | null, string | null | undefined, string | null>;
  /** Rewritten by that worker while the task runs (database clock): older than the stale limit, the claimer is gone. */
  heartbeatAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** A finished task's summary, e.g. an import's counts (migration 0020). */
  summary: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
}

/** A message to an outside system, drained by the MQ worker (migration 0030, server/mq/). */
export interface MqMessageTable {
  id: Generated<number>;
  tenantId: number;
  msgType: string;
  target: string;
  payload: Json;
  bizEntity: string | null;
  bizId: number | null;
  bizCode: string | null;
  status: Generated<string>;
  attempts: Generated<number>;
  maxAttempts: Generated<number>;
  nextAttemptAt: Timestamp;
  lastError: string | null;
  reply: Json | null;
  claimedBy: string | null;
  createdBy: string;
  createdAt: Timestamp;
  sentAt: Timestamp | null;
}

export interface Database {
  baseLanguage: BaseLanguageTable;
  serverSetting: ServerSettingTable;
  tenant: TenantTable;
  appClient: AppClientTable;
  appClientRole: AppClientRoleTable;
  sysUser: SysUserTable;
  sysRole: SysRoleTable;
  sysUserRole: SysUserRoleTable;
  sysPost: SysPostTable;
  sysUserPost: SysUserPostTable;
  onlineSysUser: OnlineSysUserView;
  authSession: AuthSessionTable;
  refreshToken: RefreshTokenTable;
  imageCaptcha: ImageCaptchaTable;
  smsCode: SmsCodeTable;
  passwordReset: PasswordResetTable;
  messageOutbox: MessageOutboxTable;
  sysMenu: SysMenuTable;
  sysMenuButton: SysMenuButtonTable;
  sysMenuSeeded: SysMenuSeededTable;
  sysRoleMenu: SysRoleMenuTable;
  sysRoleMenuButton: SysRoleMenuButtonTable;
  sysRoleMenuData: SysRoleMenuDataTable;
  sysUrl: SysUrlTable;
  sysRoleUrl: SysRoleUrlTable;
  sysDataPermission: SysDataPermissionView;
  baseSite: BaseSiteTable;
  baseEmployee: BaseEmployeeTable;
  baseDictionary: BaseDictionaryTable;
  baseDictionaryDetail: BaseDictionaryDetailTable;
  sysOrg: SysOrgTable;
  storedFile: StoredFileTable;
  fileLink: FileLinkTable;
  scanRecord: ScanRecordTable;
  carrierEvent: CarrierEventTable;
  customsMessage: CustomsMessageTable;
  baseCustomer: BaseCustomerTable;
  problemItem: ProblemItemTable;
  consultWorkOrder: ConsultWorkOrderTable;
  orderConfirm: OrderConfirmTable;
  sysNotification: SysNotificationTable;
  auditLog: AuditLogTable;
  commandReply: CommandReplyTable;
  userSetting: UserSettingTable;
  syncTask: SyncTaskTable;
  mqMessage: MqMessageTable;
  schemaOverride: SchemaOverrideTable;
}

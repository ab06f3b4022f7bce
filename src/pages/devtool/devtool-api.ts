/**
 * The developer tools' calls (docs/domain/devtool.md "Calls", docs/api.md "Developer tools"), typed, over the app's
 * one HTTP client. Every call is for administrators; failures are ApiErrors the client has already shown.
 */
import type { Envelope } from '../../../engine/data/envelope';
import type { EntitySchema } from '../../../engine/schema/entity-schema';
import type { SchemaChange } from '../../../engine/schema/tenant-override';
import { http } from '../../app/http';

/** A problem of a schema or an override, at a JSON pointer of the schema (`/fields/x/maxLength`). */
export interface PathProblem {
  path: string;
  message: string;
}

export interface OverrideCheck {
  problems: PathProblem[];
  changes: SchemaChange[];
  merged: EntitySchema;
}

export interface OverrideVersionView {
  version: number;
  patch: Record<string, unknown>;
  createdAt: string;
  createdBy: string;
  comment: string | null;
}

export interface OverrideHistoryEntry extends OverrideVersionView {
  active: boolean;
  changes: SchemaChange[];
}

/** A tenant the caller may design for and preview as, with its roles. */
export interface Audience {
  tenantId: number;
  tenantCode: string;
  tenantName: string;
  roles: { roleId: number; roleCode: string; roleName: string }[];
}

/** Who a preview or trace is for: a tenant, and one of its roles (absent or null: the tenant's administrator). */
export interface AudienceChoice {
  tenantCode: string;
  roleCode?: string | null;
}

export interface PreviewReply {
  /** False when the role's menu does not hold the schema's route: the person could not open the page at all. */
  opens: boolean;
  /** The schema as served to that tenant and role (override merged, hidden fields cut, masked ones read-only). */
  schema: EntitySchema;
  /** The override version applied: a number, 'draft' (the patch sent), or null (none). */
  overrideVersion: number | 'draft' | null;
  /** The role's buttons on the schema's route ('all' for an administrator). */
  buttons: 'all' | string[];
  access: { hidden: string[]; masked: Record<string, string> };
}

export type TraceLayerName = 'base' | 'override' | 'role' | 'dataField' | 'mask' | 'reaction';

export interface TraceLayer {
  layer: TraceLayerName;
  /** What the layer did to the field. */
  effect: 'shown' | 'hidden' | 'readOnly' | 'required' | 'optional' | 'masked' | 'added' | 'none';
  /** The override's version ('draft' for the patch sent), the role's code, the reaction's source field. */
  version?: number | 'draft';
  roleCode?: string;
  field?: string;
  reason: { zh: string; en: string };
}

export interface TraceReply {
  field: string;
  verdict: { visible: boolean; readOnly: boolean; required: boolean; masked: boolean };
  layers: TraceLayer[];
}

export interface SchemaFileReply {
  /** The file's path relative to the repository or the installation's schema folder. */
  file: string;
  schema: EntitySchema;
  /** After a write: what the reload refused (the previous file stays served), or null when it is served. */
  problems: string[] | null;
}

export interface TableInfo {
  table: string;
  columns: number;
  /** The entity schema stored in this table, when there is one. */
  schemaId: string | null;
}

export interface DraftReply {
  schema: EntitySchema;
  /** What the person should look at: columns left out, types guessed, titles to name properly. */
  notes: string[];
}

export interface GeneratedFile {
  path: string;
  content: string;
}

export interface ForwardReply {
  files: GeneratedFile[];
  written: boolean;
  problems: PathProblem[];
  /** What the person should know: actions left out for want of a button, values the demo stub leaves empty. */
  notes: string[];
  /** The route the generated page opens on. */
  route: string | null;
}

/** What the developer tools may do on this server. */
export interface DevtoolSettings {
  /** Development mode (CLEARWAY_DEV_TOOLS=1): base schema files may be written, generated files written into the tree. */
  devMode: boolean;
  /** Where generated files are written in development mode (shown to the person), null when not in development mode. */
  generatorDir: string | null;
}

const BASE = '/api/clearway/devtool';
const OVERRIDES = '/api/clearway/schema-overrides';
const id = (schemaId: string) => encodeURIComponent(schemaId);
const data = <T>(reply: { data: Envelope<T> }): T => reply.data.data as T;

export const devtoolApi = {
  async checkOverride(schemaId: string, patch: unknown): Promise<OverrideCheck> {
    return data(await http.post<Envelope<OverrideCheck>>(`${OVERRIDES}/${id(schemaId)}/check`, { patch }));
  },
  async saveOverride(schemaId: string, patch: unknown, comment?: string): Promise<{ active: OverrideVersionView; merged: EntitySchema }> {
    return data(await http.put(`${OVERRIDES}/${id(schemaId)}`, { patch, ...(comment ? { comment } : {}) }));
  },
  /** The tenant's active override, the merged schema, and the base schema it patches. */
  async activeOverride(schemaId: string): Promise<{ active: OverrideVersionView | null; merged: EntitySchema; base: EntitySchema }> {
    return data(await http.get(`${OVERRIDES}/${id(schemaId)}`));
  },
  async overrideHistory(schemaId: string): Promise<OverrideHistoryEntry[]> {
    return data(await http.get(`${OVERRIDES}/${id(schemaId)}/history`));
  },
  async rollbackOverride(schemaId: string, version: number): Promise<{ active: OverrideVersionView; merged: EntitySchema }> {
    return data(await http.post(`${OVERRIDES}/${id(schemaId)}/rollback`, { version }));
  },
  async dropOverride(schemaId: string): Promise<{ active: null; merged: EntitySchema }> {
    return data(await http.delete(`${OVERRIDES}/${id(schemaId)}`));
  },
  async settings(): Promise<DevtoolSettings> {
    return data(await http.get(`${BASE}/settings`));
  },
  async audiences(): Promise<Audience[]> {
    return data(await http.get(`${BASE}/audiences`));
  },
  /** `patch` undefined: the tenant's active override; null: none; an object: that draft. */
  async preview(schemaId: string, audience: AudienceChoice, patch?: unknown): Promise<PreviewReply> {
    return data(await http.post(`${BASE}/preview`, { schemaId, ...audience, ...(patch !== undefined ? { patch } : {}) }));
  },
  /** `view`: where the field is looked for (the form by default). */
  async trace(schemaId: string, field: string, audience: AudienceChoice, patch?: unknown, view?: 'form' | 'list' | 'detail'): Promise<TraceReply> {
    return data(await http.post(`${BASE}/trace`, { schemaId, field, ...audience, ...(patch !== undefined ? { patch } : {}), ...(view ? { view } : {}) }));
  },
  async readSchemaFile(schemaId: string): Promise<SchemaFileReply> {
    return data(await http.get(`${BASE}/schema-files/${id(schemaId)}`));
  },
  async writeSchemaFile(schemaId: string, schema: unknown): Promise<SchemaFileReply> {
    return data(await http.put(`${BASE}/schema-files/${id(schemaId)}`, { schema }));
  },
  async tables(): Promise<TableInfo[]> {
    return data(await http.get(`${BASE}/tables`));
  },
  async draft(table: string, templateId?: number): Promise<DraftReply> {
    return data(await http.get(`${BASE}/tables/${encodeURIComponent(table)}/draft`, { params: templateId ? { templateId } : {} }));
  },
  async forward(schema: unknown, options: { templateId?: number; write?: boolean } = {}): Promise<ForwardReply> {
    return data(await http.post(`${BASE}/forward`, { schema, ...options }));
  },
};

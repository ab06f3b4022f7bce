import type { EntitySchema, FieldSchema } from '../../engine/schema/entity-schema';
import { EXT_FIELD_PREFIX } from '../../engine/schema/entity-check';
import { applyMergePatch, diffSchemas, type SchemaChange } from '../../engine/schema/tenant-override';
import { sql } from 'kysely';
import type { RequestDb } from '../entity/row-store';

/** One saved version of a tenant's override (a JSON Merge Patch of one entity schema). */
export interface OverrideVersion {
  version: number;
  patch: Record<string, unknown>;
  active: boolean;
  comment: string | null;
  createdBy: string;
  createdAt: Date;
}

/** A version as the history lists it: with its changes against the base schema. */
export interface OverrideHistoryEntry extends OverrideVersion {
  changes: SchemaChange[];
}

/**
 * The patch is read as text and parsed here: the query builder's CamelCasePlugin renames the keys of objects it
 * reads back (a jsonb `ext_region` would come back as `extRegion`), which would corrupt field names.
 */
const COLUMNS = ['version', sql<string>`patch::text`.as('patchText'), 'active', 'comment', 'createdBy', 'createdAt'] as const;

type StoredVersion = Omit<OverrideVersion, 'patch'> & { patchText: string };

function fromStored({ patchText, ...rest }: StoredVersion): OverrideVersion {
  return { ...rest, patch: JSON.parse(patchText) as Record<string, unknown> };
}

/** The tenant's active override of a schema, if any. */
export async function activeOverride(db: RequestDb, tenantId: number, schemaId: string): Promise<OverrideVersion | undefined> {
  const row = await db.selectFrom('schemaOverride').select(COLUMNS)
    .where('tenantId', '=', tenantId).where('schemaId', '=', schemaId).where('active', '=', true)
    .executeTakeFirst();
  return row && fromStored(row);
}

/** One saved version, if it exists. */
export async function overrideVersion(db: RequestDb, tenantId: number, schemaId: string, version: number): Promise<OverrideVersion | undefined> {
  const row = await db.selectFrom('schemaOverride').select(COLUMNS)
    .where('tenantId', '=', tenantId).where('schemaId', '=', schemaId).where('version', '=', version)
    .executeTakeFirst();
  return row && fromStored(row);
}

/** Every saved version, newest first. */
export async function overrideVersions(db: RequestDb, tenantId: number, schemaId: string): Promise<OverrideVersion[]> {
  const rows = await db.selectFrom('schemaOverride').select(COLUMNS)
    .where('tenantId', '=', tenantId).where('schemaId', '=', schemaId)
    .orderBy('version', 'desc')
    .execute();
  return rows.map(fromStored);
}

/** Leaves the schema with no active override (the versions stay as history). @returns whether one was active. */
export async function deactivateOverride(db: RequestDb, tenantId: number, schemaId: string): Promise<boolean> {
  const result = await db.updateTable('schemaOverride').set({ active: false })
    .where('tenantId', '=', tenantId).where('schemaId', '=', schemaId).where('active', '=', true)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Saves a patch (already checked) as the next version and makes it the active one. Runs on the request's
 * transaction; the rows of the schema are locked first so two saves cannot take the same number.
 */
export async function saveOverride(
  db: RequestDb, tenantId: number, schemaId: string,
  input: { patch: Record<string, unknown>; comment?: string | null; createdBy: string; at: Date },
): Promise<OverrideVersion> {
  const existing = await db.selectFrom('schemaOverride').select('version')
    .where('tenantId', '=', tenantId).where('schemaId', '=', schemaId)
    .forUpdate().execute();
  const version = existing.reduce((max, row) => Math.max(max, row.version), 0) + 1;
  await deactivateOverride(db, tenantId, schemaId);
  const row = await db.insertInto('schemaOverride')
    .values({ tenantId, schemaId, version, patch: JSON.stringify(input.patch), active: true, comment: input.comment ?? null, createdBy: input.createdBy, createdAt: input.at })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return fromStored(row);
}

/** The base schema with a patch merged over it (the base when there is none). */
export function mergedSchema(base: EntitySchema, patch: Record<string, unknown> | undefined): EntitySchema {
  return (patch ? applyMergePatch(base, patch) : structuredClone(base)) as EntitySchema;
}

/** A version with its changes against the base (engine/schema/tenant-override.ts `diffSchemas`). */
export function withChanges(base: EntitySchema, version: OverrideVersion): OverrideHistoryEntry {
  return { ...version, changes: diffSchemas(base, mergedSchema(base, version.patch)) };
}

/** The custom fields (`ext_…`) a merged schema adds to its base, by name. */
export function customFields(base: EntitySchema, merged: EntitySchema): Record<string, FieldSchema> {
  return Object.fromEntries(Object.entries(merged.fields)
    .filter(([name]) => name.startsWith(EXT_FIELD_PREFIX) && !Object.hasOwn(base.fields, name)));
}

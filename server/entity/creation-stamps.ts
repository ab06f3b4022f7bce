import type { EntityModel } from '../../engine/schema/entity-model';

/** What a new row gets from the server: the engine's columns and the values of its `x-stamp` fields. */
export interface CreationStamps {
  /** `x-stamp` fields by field name (columnValues maps them to their columns). */
  fields: Record<string, unknown>;
  /** The engine's own columns. */
  columns: { version: number; created_at: Date; created_by: string; updated_at: Date; updated_by: string };
}

/** The stamps of a row inserted by `username` at `now`: one place for every insert path (header, lines). */
export function creationStamps(model: EntityModel, username: string, now: Date): CreationStamps {
  const fields: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(model.schema.fields)) {
    if (field['x-stamp'] === 'createdBy' || field['x-stamp'] === 'updatedBy') fields[name] = username;
    else if (field['x-stamp'] === 'createdAt' || field['x-stamp'] === 'updatedAt') fields[name] = now;
  }
  return { fields, columns: { version: 1, created_at: now, created_by: username, updated_at: now, updated_by: username } };
}

/** The `updatedBy` / `updatedAt` stamp fields of a row written again by `username` at `now` (by field name). */
export function updateStamps(model: EntityModel, username: string, now: Date): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(model.schema.fields)) {
    if (field['x-stamp'] === 'updatedBy') fields[name] = username;
    else if (field['x-stamp'] === 'updatedAt') fields[name] = now;
  }
  return fields;
}

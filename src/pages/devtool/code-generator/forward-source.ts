/**
 * The schema the forward generator sends: the draft handed over (designer-draft.ts) or the pasted JSON, with the
 * target route the person set. Pure.
 */
import type { EntitySchema } from '../../../../engine/schema/entity-schema';
import type { StoredDraft } from './designer-draft';
import { parseJsonWithPosition, type TextPosition } from './json-error-position';

export type SchemaSourceKind = 'draft' | 'pasted';

export type SourceSchema =
  | { status: 'none' }
  | { status: 'jsonError'; message: string; position: TextPosition }
  | { status: 'notObject' }
  | { status: 'ready'; schema: EntitySchema };

/** The schema of the chosen source, or why there is none. */
export function sourceSchema(kind: SchemaSourceKind, draft: StoredDraft, pasted: string): SourceSchema {
  if (kind === 'draft') return draft.status === 'ready' ? { status: 'ready', schema: draft.schema } : { status: 'none' };
  if (!pasted.trim()) return { status: 'none' };
  const parsed = parseJsonWithPosition(pasted);
  if (!parsed.ok) return { status: 'jsonError', message: parsed.message, position: parsed.position };
  const value = parsed.value;
  return value && typeof value === 'object' && !Array.isArray(value) ? { status: 'ready', schema: value as EntitySchema } : { status: 'notObject' };
}

/**
 * The schema with the target route set (trimmed); an empty route removes it (a page outside the menu).
 * @example withRoute(schema, ' /carrierRate ').route // '/carrierRate'
 */
export function withRoute(schema: EntitySchema, route: string): EntitySchema {
  const trimmed = route.trim();
  if (trimmed === (schema.route ?? '')) return schema;
  const { route: _old, ...rest } = schema;
  return trimmed ? { ...rest, route: trimmed } : (rest as EntitySchema);
}

/**
 * The schema stored in `table` (trimmed; empty keeps the schema's own): a draft reversed from an entity's table must
 * move to a table of its own before it can be generated.
 * @example withTable(schema, 'gen_warehouse').storage.table // 'gen_warehouse'
 */
export function withTable(schema: EntitySchema, table: string): EntitySchema {
  const trimmed = table.trim();
  if (!trimmed || trimmed === schema.storage?.table) return schema;
  return { ...schema, storage: { ...schema.storage, table: trimmed } };
}

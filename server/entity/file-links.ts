import type { EntityModel } from '../../engine/schema/entity-model';
import type { RequestDb } from './row-store';

/** A stored file's key as the file store makes them. */
const FILE_KEY = /^[a-f0-9]{32}$/;
/** A download link to a stored file inside HTML (the rich-text editor inserts `…/downloadFile?key=…&name=…`). */
const DOWNLOAD_LINK = /downloadFile\?(?:[^"'\s>]*?&(?:amp;)?)?key=([a-f0-9]{32})/g;

/** The files a row refers to: attached ones (an Upload field's `[{ key, name }]`) and those shown inside rich text. */
export interface RowFiles {
  attached: string[];
  published: string[];
}

/**
 * The stored-file keys in a row's values, by the fields' components: `Upload` fields hold `{ key }` items,
 * `RichText` fields hold HTML whose images and links download stored files. Custom fields are not files.
 */
export function filesOfRow(model: EntityModel, values: Record<string, unknown>): RowFiles {
  const attached = new Set<string>();
  const published = new Set<string>();
  for (const [field, schema] of Object.entries(model.schema.fields)) {
    const value = values[field];
    if (value === null || value === undefined) continue;
    if (schema['x-component'] === 'Upload') {
      for (const item of Array.isArray(value) ? value : [value]) {
        const key = (item as { key?: unknown } | null)?.key;
        if (typeof key === 'string' && FILE_KEY.test(key)) attached.add(key);
      }
    } else if (schema['x-component'] === 'RichText' && typeof value === 'string') {
      for (const match of value.matchAll(DOWNLOAD_LINK)) published.add(match[1]!);
    }
  }
  return { attached: [...attached], published: [...published].filter((key) => !attached.has(key)) };
}

/** Whether the entity has fields that hold files at all (most do not: their writes skip the links). */
export function holdsFiles(model: EntityModel): boolean {
  return Object.values(model.schema.fields).some((field) => field['x-component'] === 'Upload' || field['x-component'] === 'RichText');
}

/**
 * Records which files a saved row refers to (replacing what it referred to before), so that those who may read the
 * row may download them. Only files of the row's tenant are linked: a key from elsewhere links nothing.
 */
export async function linkRowFiles(db: RequestDb, model: EntityModel, tenantId: number, rowId: number, row: Record<string, unknown>): Promise<void> {
  if (!holdsFiles(model)) return;
  await unlinkRowFiles(db, model, tenantId, [rowId]);
  const { attached, published } = filesOfRow(model, row);
  const links = [...attached.map((key) => ({ key, published: false })), ...published.map((key) => ({ key, published: true }))];
  if (!links.length) return;
  const known = new Set((await db.selectFrom('storedFile').select('fileKey').where('tenantId', '=', tenantId).where('fileKey', 'in', links.map((l) => l.key)).execute()).map((r) => r.fileKey));
  const rows = links.filter((l) => known.has(l.key)).map((l) => ({ tenantId, fileKey: l.key, entityId: model.id, rowId, published: l.published }));
  if (rows.length) await db.insertInto('fileLink').values(rows).execute();
}

/** Forgets the files of deleted rows. */
export async function unlinkRowFiles(db: RequestDb, model: EntityModel, tenantId: number, rowIds: number[]): Promise<void> {
  if (!holdsFiles(model) || !rowIds.length) return;
  await db.deleteFrom('fileLink').where('tenantId', '=', tenantId).where('entityId', '=', model.id).where('rowId', 'in', rowIds).execute();
}

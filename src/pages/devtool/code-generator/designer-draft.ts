/**
 * The hand-over of a drafted schema between the developer tools' pages: the reverse generator stores it in the tab's
 * sessionStorage and opens the form designer (`/formdesign?draft=1`) or the forward generator
 * (`/forwardgenerator?draft=1`), which read it from there. sessionStorage keeps it to the tab and across a reload.
 */
import type { EntitySchema } from '../../../../engine/schema/entity-schema';

/** The sessionStorage key: its value is the draft schema as JSON. */
export const DESIGNER_DRAFT_KEY = 'clearway.designer.draft';

/** The query that tells the page opened to read the stored draft. */
export const DRAFT_QUERY = 'draft=1';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/** The stored draft: none, a schema, or something that is not a schema's JSON. */
export type StoredDraft = { status: 'none' } | { status: 'ready'; schema: EntitySchema } | { status: 'broken' };

/** Stores a draft for the next page of the tab. */
export function storeDesignerDraft(schema: EntitySchema, storage: Store = sessionStorage): void {
  storage.setItem(DESIGNER_DRAFT_KEY, JSON.stringify(schema));
}

/** Reads the stored draft (a JSON object; anything else is broken). */
export function readDesignerDraft(storage: Store = sessionStorage): StoredDraft {
  const text = storage.getItem(DESIGNER_DRAFT_KEY);
  if (text === null) return { status: 'none' };
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? { status: 'ready', schema: value as EntitySchema } : { status: 'broken' };
  } catch {
    return { status: 'broken' };
  }
}

/**
 * The design's titles over the served fields: renaming on the canvas is the commonest edit, and the preview shows it
 * before the server answers (live-fields.ts writes it into the form). React-free.
 */
import type { FieldSchema } from '../../../../../engine/schema/entity-schema';

/**
 * The served fields with the titles the design gives them now (the served schema of a draft is the design, cut for
 * the audience, so its titles are the design's as soon as the person types them).
 */
export function withDesignTitles(served: Record<string, FieldSchema> | undefined, edited: Record<string, unknown>): Record<string, FieldSchema> | undefined {
  const designed = edited.fields as Record<string, Partial<FieldSchema> | undefined> | undefined;
  if (!served || !designed || typeof designed !== 'object') return served;
  return Object.fromEntries(Object.entries(served).map(([name, field]) => {
    const title = designed[name]?.title;
    return [name, title && typeof title === 'object' ? { ...field, title } : field];
  }));
}

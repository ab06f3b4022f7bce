/**
 * What `npm run schemas:check` warns about without failing: a schema that loads and works but reads badly: no
 * `item` (the noun of one record), so dialogs fall back to the plural page title ("New Carriers"); a `pattern`
 * without `x-pattern-message`, so its message cannot say what the right format is.
 */
import { pointerToken, type EntityProblem } from './entity-check';

/** The warnings of the entity files (their parsed JSON); a file that is not an object is left to the check. */
export function entityWarnings(files: readonly { file: string; json: unknown }[]): EntityProblem[] {
  return files.flatMap(({ file, json }) => {
    if (!json || typeof json !== 'object') return [];
    const warnings: EntityProblem[] = [];
    if (!('item' in json)) warnings.push({ file, path: '/item', message: 'no "item" (the noun of one record, e.g. { "zh": "承运商", "en": "carrier" }): dialogs and messages use the page title instead' });
    const fields = (json as { fields?: Record<string, Record<string, unknown>> }).fields ?? {};
    for (const [name, field] of Object.entries(fields)) {
      if (field && typeof field === 'object' && field.pattern && !field['x-pattern-message']) {
        warnings.push({ file, path: `/fields/${pointerToken(name)}/pattern`, message: 'a pattern without "x-pattern-message": its message cannot say the expected format' });
      }
    }
    return warnings;
  });
}

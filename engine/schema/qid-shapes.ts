/** The fields and filters of qid definition files, as the `x-ref` checks read them (ref-check.ts). React-free. */
import type { QidShape } from './ref-check';

/** Each parsable definition's qid → its output fields and filter names; anything malformed is left to the qid check. */
export function qidShapesOf(files: readonly { json: unknown }[]): Record<string, QidShape> {
  const shapes: Record<string, QidShape> = {};
  for (const { json } of files) {
    const definition = json as { qid?: unknown; fields?: unknown; filters?: unknown };
    if (typeof definition?.qid !== 'string' || !definition.fields || typeof definition.fields !== 'object') continue;
    shapes[definition.qid] = { fields: Object.keys(definition.fields), filters: Object.keys((definition.filters as object | undefined) ?? {}) };
  }
  return shapes;
}

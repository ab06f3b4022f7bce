/**
 * The cross references of print actions (`"action": "print"`; docs/schemas.md "Printing") a JSON Schema cannot say:
 * a print action names the template type it fills (`template`), its carrier field is a field of the schema, and its
 * lines (`lines`) come from a qid that exists and takes the `parent` filter, or from the entity's detail read.
 * `template` and `lines` belong to print actions only. The type code itself is data (a row of
 * /print/orderTemplateType), so only its shape is checked (by the meta-schema).
 */
import { compileEntity } from './entity-model';
import type { EntitySchema } from './entity-schema';
import type { QidShape } from './ref-check';

/** A problem of a print action, as a JSON pointer inside the schema and a message. */
export interface PrintActionProblem {
  path: string;
  message: string;
}

/** What the lines' qids are checked against: the qid files' names and shapes, and the entities (their list qids). */
export interface PrintCheckContext {
  qids: readonly string[];
  qidShapes?: Readonly<Record<string, QidShape>>;
  entities: ReadonlyMap<string, EntitySchema>;
}

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** The list qid of each entity (`ENTITY_ORDER_TWOCORDERGOODS`) → its schema: lines may be read through one. */
function entityQids(entities: ReadonlyMap<string, EntitySchema>): Map<string, EntitySchema> {
  const byQid = new Map<string, EntitySchema>();
  for (const schema of entities.values()) {
    try {
      byQid.set(compileEntity(structuredClone(schema)).listQid, schema);
    } catch {
      // A schema that does not compile is reported by its own checks.
    }
  }
  return byQid;
}

/** The problems of the schema's print actions (none when it has none). */
export function printActionProblems(schema: EntitySchema, context: PrintCheckContext): PrintActionProblem[] {
  const problems: PrintActionProblem[] = [];
  const actions = Object.entries(schema.actions ?? {});
  if (!actions.some(([, spec]) => spec.action === 'print' || spec.template || spec.lines)) return problems;
  let byEntityQid: Map<string, EntitySchema> | undefined;
  const hasDetail = () => {
    try {
      return !!compileEntity(structuredClone(schema)).endpoints.detail;
    } catch {
      return false;
    }
  };
  for (const [key, spec] of actions) {
    const at = `/actions/${escape(key)}`;
    const add = (path: string, message: string) => problems.push({ path: `${at}${path}`, message });
    if (spec.action !== 'print') {
      if (spec.template) add('/template', 'only a print action fills a print template');
      if (spec.lines) add('/lines', 'only a print action reads lines for its template');
      continue;
    }
    if (!spec.template) add('', 'a print action needs "template": { "type": … }, the print template type it fills');
    if (spec.target !== undefined) add('/target', 'a print action names the row field holding the carrier in template.carrierField, not target');
    const carrierField = spec.template?.carrierField;
    if (carrierField !== undefined && !Object.hasOwn(schema.fields, carrierField)) add('/template/carrierField', `unknown field "${carrierField}"`);
    for (const [name, lines] of Object.entries(spec.lines ?? {})) {
      const linePath = `/lines/${escape(name)}`;
      if (lines === 'detail') {
        if (!hasDetail()) add(linePath, 'lines from the detail read need the entity\'s detail call (its API pattern has none)');
        else if (!Object.hasOwn(schema.children ?? {}, name) && schema.fields[name]?.type !== 'array') add(linePath, `the detail read has no lines "${name}" (neither a key of children nor a field of type array)`);
        continue;
      }
      if (lines.by !== undefined && lines.by !== 'id' && !Object.hasOwn(schema.fields, lines.by)) add(`${linePath}/by`, `unknown field "${lines.by}"`);
      if (context.qids.includes(lines.qid)) {
        const filters = context.qidShapes?.[lines.qid]?.filters;
        if (filters && !filters.includes(lines.parent)) add(`${linePath}/parent`, `"${lines.parent}" is not a filter of qid ${lines.qid}`);
        continue;
      }
      byEntityQid ??= entityQids(context.entities);
      const target = byEntityQid.get(lines.qid);
      if (!target) add(`${linePath}/qid`, `unknown qid "${lines.qid}" (neither in schemas/queries nor an entity's list)`);
      else if (lines.parent !== 'id' && !Object.hasOwn(target.fields, lines.parent)) add(`${linePath}/parent`, `"${lines.parent}" is not a field of ${target.id}, whose list is ${lines.qid}`);
    }
  }
  return problems;
}

import Ajv from 'ajv';
import definitionSchema from './qid-definition.schema.json';
import type { QidDefinition } from './definition';

/** The qids the server answers, by id; built once from the definition files, which are checked first. */
export class QidRegistry {
  private readonly byId = new Map<string, QidDefinition>();

  constructor(definitions: { file: string; json: unknown }[]) {
    const validate = new Ajv({ allErrors: true }).compile(definitionSchema);
    const problems: string[] = [];
    for (const { file, json } of definitions) {
      if (!validate(json)) {
        for (const e of validate.errors ?? []) problems.push(`${file}${e.instancePath || ''}: ${e.message}`);
        continue;
      }
      const definition = json as unknown as QidDefinition;
      if (this.byId.has(definition.qid)) problems.push(`${file}: qid ${definition.qid} is defined twice`);
      for (const name of definition.sortable ?? []) {
        if (!definition.fields[name]) problems.push(`${file}: sortable field ${name} is not among the fields`);
      }
      for (const name of definition.required ?? []) {
        if (!definition.filters?.[name]) problems.push(`${file}: required filter ${name} is not among the filters`);
      }
      for (const [name, column] of Object.entries(definition.fields)) {
        if (column === 'count(*)' && !definition.aggregate) problems.push(`${file}: field ${name} counts, but the qid is not an aggregate`);
      }
      this.byId.set(definition.qid, definition);
    }
    if (problems.length) throw new Error(`invalid qid definitions:\n${problems.join('\n')}`);
  }

  get(qid: string): QidDefinition | undefined {
    return this.byId.get(qid);
  }

  all(): QidDefinition[] {
    return [...this.byId.values()];
  }
}

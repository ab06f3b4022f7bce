import Ajv, { type ValidateFunction } from 'ajv';
import definitionSchema from './qid-definition.schema.json';
import type { QidDefinition } from './definition';
import { aggregateProblems } from './aggregate-query';

/** The qids the server answers, by id; built once from the definition files, which are checked first. */
export class QidRegistry {
  private readonly byId = new Map<string, QidDefinition>();
  private readonly validate: ValidateFunction = new Ajv({ allErrors: true }).compile(definitionSchema);

  constructor(definitions: { file: string; json: unknown }[]) {
    const problems = definitions.flatMap(({ file, json }) => this.accept(file, json));
    if (problems.length) throw new Error(`invalid qid definitions:\n${problems.join('\n')}`);
  }

  /**
   * Adds a definition made in code (the schema engine derives each entity's list qid), checked like a file.
   * @throws Error when it is invalid or its qid is taken.
   */
  add(definition: QidDefinition, source = `qid ${definition.qid}`): void {
    const problems = this.accept(source, definition);
    if (problems.length) throw new Error(`invalid qid definition:\n${problems.join('\n')}`);
  }

  /** Checks one definition and keeps it when valid; returns its problems. */
  private accept(file: string, json: unknown): string[] {
    const problems: string[] = [];
    if (!this.validate(json)) {
      for (const e of this.validate.errors ?? []) problems.push(`${file}${e.instancePath || ''}: ${e.message}`);
      return problems;
    }
    const definition = json as unknown as QidDefinition;
    if (this.byId.has(definition.qid)) problems.push(`${file}: qid ${definition.qid} is defined twice`);
    for (const name of Object.keys(definition.masks ?? {})) {
      if (!definition.fields[name]) problems.push(`${file}: masked field ${name} is not among the fields`);
    }
    for (const name of definition.sortable ?? []) {
      if (!definition.fields[name]) problems.push(`${file}: sortable field ${name} is not among the fields`);
    }
    for (const name of definition.required ?? []) {
      if (!definition.filters?.[name]) problems.push(`${file}: required filter ${name} is not among the filters`);
    }
    for (const problem of aggregateProblems(definition)) problems.push(`${file}: ${problem}`);
    if (!problems.length) this.byId.set(definition.qid, definition);
    return problems;
  }

  /** Forgets a qid (a reloaded schema replaces its entity's derived list qid). @returns whether it was known. */
  remove(qid: string): boolean {
    return this.byId.delete(qid);
  }

  get(qid: string): QidDefinition | undefined {
    return this.byId.get(qid);
  }

  all(): QidDefinition[] {
    return [...this.byId.values()];
  }
}

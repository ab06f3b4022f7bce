/**
 * Demo row files (`schemas/<area>/demo/*.json`, format server/seed/demo-rows.schema.json): read and checked against
 * the entity registry, so a misspelt field or a header's unknown child stops the start naming the file, as a bad
 * schema does.
 */
import Ajv from 'ajv';
import type { EntityModel } from '../../engine/schema/entity-model';
import type { NamedSchemaFile } from '../../schemas/load-entity-files';
import type { EntityRegistry } from '../entity/entity-registry';
import fileSchema from './demo-rows.schema.json';

export type DemoRow = Record<string, unknown>;

/** One checked demo file. */
export interface DemoFile {
  file: string;
  entity: string;
  writtenBy: Record<string, string>;
  rows: Record<string, DemoRow[]>;
}

/** The key naming a tree node's parent by the parent's label. */
export const PARENT_LABEL = '$parent';

const validateFile = new Ajv({ allErrors: true }).compile(fileSchema);

/** A row's own values and its lines by child key (`bands`). */
export function splitLines(model: EntityModel, row: DemoRow): { values: DemoRow; lines: Record<string, DemoRow[]> } {
  const children = model.schema.children ?? {};
  const values: DemoRow = {};
  const lines: Record<string, DemoRow[]> = {};
  for (const [key, value] of Object.entries(row)) {
    if (key in children && Array.isArray(value)) lines[key] = value as DemoRow[];
    else if (key !== PARENT_LABEL) values[key] = value;
  }
  return { values, lines };
}

/** What is wrong with one file, as `file: message` lines (none: it can be seeded). */
export function demoFileProblems({ file, json }: NamedSchemaFile, entities: EntityRegistry): string[] {
  if (!validateFile(json)) return (validateFile.errors ?? []).map((e) => `${file} ${e.instancePath || '/'}: ${e.message ?? 'invalid'}`);
  const demo = json as { entity: string; rows: Record<string, DemoRow[]> };
  const model = entities.get(demo.entity);
  if (!model) return [`${file}: no entity schema "${demo.entity}"`];
  const problems: string[] = [];
  const unknown = (where: string, owner: EntityModel, row: DemoRow, allowed: Set<string>) => {
    for (const key of Object.keys(row)) {
      if (!(key in owner.schema.fields) && !allowed.has(key)) problems.push(`${file} ${where}: "${key}" is not a field of ${owner.schema.id}`);
    }
  };
  for (const [tenant, rows] of Object.entries(demo.rows)) {
    rows.forEach((row, index) => {
      const where = `/rows/${tenant}/${index}`;
      const allowed = new Set(Object.keys(model.schema.children ?? {}));
      if (model.schema.tree) allowed.add(PARENT_LABEL);
      unknown(where, model, row, allowed);
      for (const [key, lines] of Object.entries(splitLines(model, row).lines)) {
        const child = entities.get(model.schema.children![key]!.entity);
        if (!child) continue;
        lines.forEach((line, n) => unknown(`${where}/${key}/${n}`, child, line, new Set()));
      }
    });
  }
  return problems;
}

/**
 * The demo files, checked.
 * @throws Error listing every problem, so a bad demo file stops the start with its reason.
 */
export function readDemoFiles(files: readonly NamedSchemaFile[], entities: EntityRegistry): DemoFile[] {
  const problems = files.flatMap((f) => demoFileProblems(f, entities));
  if (problems.length) throw new Error(`invalid demo row files:\n${problems.map((p) => `- ${p}`).join('\n')}`);
  return files.map(({ file, json }) => {
    const demo = json as Omit<DemoFile, 'file' | 'writtenBy'> & { writtenBy?: Record<string, string> };
    return { file, entity: demo.entity, writtenBy: demo.writtenBy ?? {}, rows: demo.rows };
  });
}

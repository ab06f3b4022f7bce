/**
 * A generator template (`devtool.generatorTemplate`, docs/domain/devtool.md "The code generator"): the naming and
 * layout conventions the reverse and forward generators follow, and the names one entity gets from it. Pure.
 */
import { capitalize, fieldName } from '../../../engine/schema/entity-model';

export type ApiPatternName = 'base' | 'admin' | 'customs';

export interface GeneratorTemplate {
  /** The folder of the schema folder the files go to (`generated` → `generated/sample-order.json`). */
  areaFolder: string;
  /** Schema ids are `<idPrefix>.<entity>`. */
  idPrefix: string;
  /** A new entity's table is `<tablePrefix><entity_snake>` (may be empty). */
  tablePrefix: string;
  /** Taken off a reversed table's name before the entity is named (may be empty). */
  stripPrefix: string;
  apiPattern: ApiPatternName;
  /** A base-pattern list qid is `<qidPrefix><ENTITY_SNAKE>`. */
  qidPrefix: string;
  formMode: 'dialog' | 'page';
  formGrid: 1 | 2 | 3 | 4;
  listColumnsMax: number;
  withImport: boolean;
  withExport: boolean;
}

/** The conventions when the tenant has no template (the schema's field defaults). */
export const DEFAULT_TEMPLATE: GeneratorTemplate = {
  areaFolder: 'generated', idPrefix: 'gen', tablePrefix: 'gen_', stripPrefix: 'legacy_', apiPattern: 'base', qidPrefix: 'FIND_',
  formMode: 'dialog', formGrid: 2, listColumnsMax: 8, withImport: false, withExport: false,
};

const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);

/** A stored template row (its fields, as the entity service reads them) as a template; missing values take the defaults. */
export function templateFromRow(row: Record<string, unknown> | undefined): GeneratorTemplate {
  if (!row) return { ...DEFAULT_TEMPLATE };
  const pattern = row.apiPattern;
  const grid = Number(row.formGrid);
  const columns = Number(row.listColumnsMax);
  return {
    areaFolder: text(row.areaFolder, DEFAULT_TEMPLATE.areaFolder) || DEFAULT_TEMPLATE.areaFolder,
    idPrefix: text(row.idPrefix, DEFAULT_TEMPLATE.idPrefix) || DEFAULT_TEMPLATE.idPrefix,
    tablePrefix: text(row.tablePrefix, ''),
    stripPrefix: text(row.stripPrefix, ''),
    apiPattern: pattern === 'admin' || pattern === 'customs' ? pattern : 'base',
    qidPrefix: text(row.qidPrefix, DEFAULT_TEMPLATE.qidPrefix) || DEFAULT_TEMPLATE.qidPrefix,
    formMode: row.formMode === 'page' ? 'page' : 'dialog',
    formGrid: ([1, 2, 3, 4] as const).find((n) => n === grid) ?? DEFAULT_TEMPLATE.formGrid,
    listColumnsMax: Number.isInteger(columns) && columns > 0 ? columns : DEFAULT_TEMPLATE.listColumnsMax,
    withImport: row.withImport === true,
    withExport: row.withExport === true,
  };
}

/** The names an entity gets from a template. */
export interface EntityNames {
  /** camelCase: `sampleOrder`. */
  entity: string;
  /** kebab-case, the file names: `sample-order`. */
  kebab: string;
  id: string;
  /** The table a new entity gets (the template's prefix). */
  table: string;
  /** The schema file and the demo rows file, relative to the schema folder. */
  schemaFile: string;
  demoFile: string;
  /** The list qid (base pattern: the template's prefix; admin and customs: the engine's derived name). */
  listQid: string;
  /** `api` of the schema, for the template's pattern. */
  api: Record<string, unknown>;
}

/** `sampleOrder` → `sample_order`; `SAMPLE_ORDER` with upper. */
const snake = (camel: string) => camel.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * The entity (camelCase) a table is named for: the template's strip prefix (else its table prefix) taken off.
 * @example entityOfTable('legacy_sample_order', DEFAULT_TEMPLATE); // 'sampleOrder'
 */
export function entityOfTable(table: string, template: GeneratorTemplate): string {
  const prefix = [template.stripPrefix, template.tablePrefix].find((p) => p && table.startsWith(p) && table.length > p.length);
  const bare = prefix ? table.slice(prefix.length) : table;
  // Digits after an underscore would read back as another name (`order_2024`): they stay attached.
  return fieldName(bare.replace(/_(\d)/g, '$1'));
}

/** The names of an entity (camelCase) under a template. */
export function namesFor(entity: string, template: GeneratorTemplate): EntityNames {
  const kebab = snake(entity).replace(/_/g, '-');
  const id = `${template.idPrefix}.${entity}`;
  const Name = capitalize(entity);
  const flags = { ...(template.withImport ? { import: true } : {}), ...(template.withExport ? { export: true } : {}) };
  const derivedQid = `ENTITY_${id.replace(/[^A-Za-z0-9]/g, '_').toUpperCase()}`;
  const listQid = template.apiPattern === 'base' ? `${template.qidPrefix}${snake(entity).toUpperCase()}` : derivedQid;
  const api = template.apiPattern === 'base' ? { pattern: 'base', entity: Name, list: { qid: listQid }, ...flags }
    : template.apiPattern === 'admin' ? { pattern: 'admin', entity: entity.toLowerCase(), name: Name }
      : { pattern: 'customs', entity: Name, ...flags };
  return {
    entity, kebab, id, table: `${template.tablePrefix}${snake(entity)}`,
    schemaFile: `${template.areaFolder}/${kebab}.json`, demoFile: `${template.areaFolder}/demo/${kebab}.json`, listQid, api,
  };
}

/**
 * Reverse generation (docs/domain/devtool.md "Reverse"): a table as the database describes it → a draft entity
 * schema under a generator template, with notes of what the person should look at. Pure: the facts are read by
 * ./table-facts.ts.
 */
import { columnName, fieldName } from '../../../engine/schema/entity-model';
import type { EntitySchema, FieldSchema, LocalizedText } from '../../../engine/schema/entity-schema';
import { formatSqlType, parseSqlType, sameSqlType } from '../../entity/sql-type';
import { ENGINE_COLUMNS } from '../../entity/table-model';
import { sqlTypeOf } from '../../../engine/schema/entity-model';
import { entityOfTable, namesFor, type GeneratorTemplate } from './generator-template';

export interface ColumnFacts {
  name: string;
  /** SQL type text as read (`character varying(20)`, `numeric(19,5)`, `int4`). */
  type: string;
  nullable: boolean;
  /** The column's default as SQL text (`'0'::character varying`, `now()`), null when none. */
  default: string | null;
}

export interface ForeignKeyFacts {
  columns: string[];
  refTable: string;
  refColumns: string[];
}

/** What the database says of one table. */
export interface TableFacts {
  table: string;
  columns: ColumnFacts[];
  /** Column lists of its unique constraints. */
  uniques: string[][];
  foreignKeys: ForeignKeyFacts[];
}

/** The entity stored in a table, for `x-ref`: its id and the field a reference shows. */
export interface RefTarget {
  id: string;
  label: string;
}

export interface ReverseDraft {
  schema: EntitySchema;
  notes: string[];
}

const ENGINE = new Set<string>(ENGINE_COLUMNS);
const JS_TYPE: Record<FieldSchema['type'], string> = { string: 'string', integer: 'number', number: 'number', boolean: 'boolean', array: 'object', object: 'object' };

/** `carrier_code` → `Carrier code`: a title to be named properly. */
export function titleOfColumn(column: string): string {
  const words = column.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const titled = (name: string): LocalizedText => ({ zh: titleOfColumn(name), en: titleOfColumn(name) });

/** A literal default (`'0'::character varying`, `12`, `true`) as a value; undefined for an expression (`now()`, `nextval(…)`). */
export function literalDefault(sqlText: string | null): string | number | boolean | undefined {
  if (sqlText === null) return undefined;
  const quoted = /^'((?:[^']|'')*)'(?:::[\w\s"]+(?:\(\d+(?:,\d+)?\))?)?$/.exec(sqlText.trim());
  if (quoted) return quoted[1]!.replace(/''/g, "'");
  const bare = sqlText.trim().replace(/^\((.*)\)$/, '$1').replace(/::[\w\s]+$/, '');
  if (/^-?\d+(\.\d+)?$/.test(bare)) return Number(bare);
  if (bare === 'true' || bare === 'false') return bare === 'true';
  return undefined;
}

/** A field for a column type, or a reason the column cannot be one. */
function fieldOfType(type: string): { field: Omit<FieldSchema, 'title'>; guessed?: string } | { skip: string } {
  const parsed = parseSqlType(type);
  switch (parsed.base) {
    case 'varchar':
      return { field: { type: 'string', ...(parsed.length ? { maxLength: parsed.length } : {}) } };
    case 'char':
      return { field: { type: 'string', maxLength: parsed.length ?? 1 } };
    case 'text':
      return { field: { type: 'string' } };
    case 'smallint': case 'integer': case 'bigint':
      return { field: { type: 'integer' } };
    case 'numeric': case 'real': case 'double precision':
      return { field: { type: 'number' } };
    case 'boolean':
      return { field: { type: 'boolean' } };
    case 'date':
      return { field: { type: 'string', format: 'date' } };
    case 'timestamptz':
      return { field: { type: 'string', format: 'date-time' } };
    case 'timestamp':
      return { field: { type: 'string', format: 'date-time' }, guessed: 'a time without time zone: read as a moment (timestamptz is the engine\'s)' };
    case 'jsonb': case 'json':
      return { field: { type: 'object' }, guessed: 'JSON: drawn as an object, give it a component' };
    case 'uuid': case 'time': case 'timetz': case 'inet':
      return { field: { type: 'string' }, guessed: `${parsed.base}: kept as text` };
    default:
      return { skip: `type ${type} has no field type` };
  }
}

/**
 * Drafts the entity schema of a table: camelCase fields of its columns (the engine's own columns left out), types,
 * lengths and `x-db-type` from the SQL types, `required` from NOT NULL without a default, `x-ref` from single-column
 * foreign keys to an entity's id, `storage.unique` from its unique constraints, and list, form and actions from the
 * template.
 */
export function reverseSchema(facts: TableFacts, template: GeneratorTemplate, refTarget: (table: string) => RefTarget | undefined): ReverseDraft {
  const notes: string[] = [];
  const names = namesFor(entityOfTable(facts.table, template), template);
  const engine = facts.columns.filter((c) => ENGINE.has(c.name)).map((c) => c.name);
  if (engine.length) notes.push(`columns ${engine.join(', ')} are the engine's own (id, tenant, version, stamps, ext): left out, the engine keeps them`);
  const fields: Record<string, FieldSchema> = {};
  const fieldOfColumn = new Map<string, string>();
  for (const column of facts.columns) {
    if (ENGINE.has(column.name)) continue;
    const name = fieldName(column.name);
    if (columnName(name) !== column.name) {
      notes.push(`column ${column.name} left out: its name does not read back as a field (the engine maps ${name} to ${columnName(name)}); rename the column first`);
      continue;
    }
    const typed = fieldOfType(column.type);
    if ('skip' in typed) {
      notes.push(`column ${column.name} left out: ${typed.skip}`);
      continue;
    }
    const field: FieldSchema = { ...typed.field, title: titled(column.name) } as FieldSchema;
    if (typed.guessed) notes.push(`field ${name}: ${typed.guessed}`);
    // The exact column type when the engine would derive another one from the field.
    if (!sameSqlType(parseSqlType(sqlTypeOf(field)), parseSqlType(column.type))) field['x-db-type'] = formatSqlType(parseSqlType(column.type));
    const value = literalDefault(column.default);
    if (value !== undefined && typeof value === JS_TYPE[field.type]) field.default = value;
    else if (column.default !== null) notes.push(`field ${name}: the column's default ${column.default} is the database's (left out of the schema)`);
    // NOT NULL without a default must be given; NOT NULL with a literal default is how the engine stores a required
    // field with a default (entity-model.ts `notNull`), so both read back as required.
    if (!column.nullable && (column.default === null || field.default !== undefined)) field.required = true;
    fields[name] = field;
    fieldOfColumn.set(column.name, name);
  }
  for (const key of facts.foreignKeys) {
    if (key.columns.every((c) => ENGINE.has(c))) continue;
    const name = key.columns.length === 1 ? fieldOfColumn.get(key.columns[0]!) : undefined;
    const target = key.refColumns.length === 1 && key.refColumns[0] === 'id' ? refTarget(key.refTable) : undefined;
    if (name && target && (fields[name]!.type === 'integer' || fields[name]!.type === 'string')) {
      fields[name]!['x-ref'] = { entity: target.id, value: 'id', label: target.label };
    } else {
      notes.push(`foreign key (${key.columns.join(', ')}) → ${key.refTable}(${key.refColumns.join(', ')}): no x-ref (only one column to an entity's id becomes one)`);
    }
  }
  const unique: string[][] = [];
  for (const columns of facts.uniques.map((set) => set.filter((c) => c !== 'tenant_id'))) {
    const missing = columns.filter((c) => !fieldOfColumn.has(c));
    if (!columns.length) continue;
    if (missing.length) notes.push(`unique (${columns.join(', ')}) left out: ${missing.join(', ')} is not a field`);
    else unique.push(columns.map((c) => fieldOfColumn.get(c)!));
  }
  const fieldNames = Object.keys(fields);
  if (fieldNames.length && !fieldNames.some((n) => fields[n]!.required)) {
    notes.push('no column is NOT NULL: none is marked required (the engine keeps a required field without a default nullable in its tables): mark the required fields');
  }
  if (!fieldNames.length) notes.push('no column can be a field: the schema needs at least one');
  notes.push('titles are the column names: name them properly in both languages');
  notes.push(`route /${names.entity} is a placeholder: pick a route of the catalogue (or the forward generator proposes a new route entry)`);
  const columns = fieldNames.filter((n) => fields[n]!.type !== 'object').slice(0, template.listColumnsMax);
  const filters = columns.filter((n) => fields[n]!.type === 'string' && !fields[n]!.format).slice(0, 3);
  const labelField = fieldNames.find((n) => fields[n]!.required && fields[n]!.type === 'string') ?? fieldNames.find((n) => fields[n]!.type === 'string');
  const schema = {
    id: names.id,
    title: titled(facts.table),
    ...(labelField ? { label: [labelField] } : {}),
    route: `/${names.entity}`,
    api: names.api,
    storage: { table: facts.table, ...(unique.length ? { unique } : {}) },
    fields,
    list: {
      ...(filters.length ? { filters } : {}),
      columns: columns.length ? columns : fieldNames.slice(0, 1),
      toolbar: ['create', ...Object.keys(actionsOf(template)).filter((key) => key === 'import' || key === 'export')],
      row: ['view', 'edit', 'delete'],
    },
    form: { mode: template.formMode, grid: template.formGrid },
    actions: actionsOf(template),
  } as unknown as EntitySchema;
  return { schema, notes };
}

/** The standard actions, with the buttons of spec 02's usual add/edit/delete/import/export. */
export function actionsOf(template: Pick<GeneratorTemplate, 'withImport' | 'withExport' | 'apiPattern'>): Record<string, { action: string; button?: string }> {
  // The admin pattern has no import call, and always an export.
  const withImport = template.withImport && template.apiPattern !== 'admin';
  const withExport = template.withExport || template.apiPattern === 'admin';
  return {
    view: { action: 'view' },
    create: { action: 'create', button: 'add' },
    edit: { action: 'edit', button: 'edit' },
    delete: { action: 'delete', button: 'delete' },
    ...(withImport ? { import: { action: 'import', button: 'import' } } : {}),
    ...(withExport ? { export: { action: 'export', button: 'export' } } : {}),
  };
}

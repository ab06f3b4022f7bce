/**
 * Column types in one comparable shape, whether written in a schema (`varchar(20)`, `numeric(19,5)`, an
 * `x-db-type`) or read from information_schema (`character varying` with a maximum length of 20).
 */
export interface SqlType {
  /** Canonical base name: varchar, char, text, smallint, integer, bigint, numeric, boolean, jsonb, timestamptz, … */
  base: string;
  /** varchar/char length; undefined = unbounded. */
  length?: number;
  /** numeric precision and scale; undefined = unbounded. */
  precision?: number;
  scale?: number;
}

const ALIASES: Record<string, string> = {
  'character varying': 'varchar', character: 'char', bpchar: 'char', int: 'integer', int4: 'integer', serial: 'integer',
  int2: 'smallint', int8: 'bigint', bigserial: 'bigint', decimal: 'numeric', bool: 'boolean', float4: 'real',
  float8: 'double precision', 'timestamp with time zone': 'timestamptz', 'timestamp without time zone': 'timestamp',
  'time without time zone': 'time', 'time with time zone': 'timetz',
};

/**
 * Reads a type as written in SQL.
 * @example parseSqlType('character varying(20)'); // { base: 'varchar', length: 20 }
 * @example parseSqlType('numeric(19,5)'); // { base: 'numeric', precision: 19, scale: 5 }
 */
export function parseSqlType(text: string): SqlType {
  const clean = text.trim().toLowerCase().replace(/\s+/g, ' ');
  const match = /^(.*?)\s*\(\s*(\d+)\s*(?:,\s*(\d+)\s*)?\)$/.exec(clean);
  const name = match ? match[1]! : clean;
  const base = ALIASES[name] ?? name;
  if (base === 'numeric') return match ? { base, precision: Number(match[2]), scale: Number(match[3] ?? 0) } : { base };
  if (base === 'varchar') return match ? { base, length: Number(match[2]) } : { base };
  if (base === 'char') return { base, length: match ? Number(match[2]) : 1 };
  return { base };
}

/** The type as SQL text: `varchar(20)`, `numeric(19,5)`, `text`. */
export function formatSqlType(type: SqlType): string {
  if (type.length !== undefined) return `${type.base}(${type.length})`;
  if (type.precision !== undefined) return `${type.base}(${type.precision},${type.scale ?? 0})`;
  return type.base;
}

export function sameSqlType(a: SqlType, b: SqlType): boolean {
  return formatSqlType(a) === formatSqlType(b);
}

const INTEGER_WIDTH: Record<string, number> = { smallint: 1, integer: 2, bigint: 3 };

/**
 * Whether every value of `from` fits `to` unchanged, so the column may be altered without a numbered migration:
 * a longer varchar, varchar to text, a wider integer, a numeric with more digits on both sides of the point.
 */
export function isWidening(from: SqlType, to: SqlType): boolean {
  if (from.base === 'varchar' && to.base === 'varchar') return to.length === undefined || (from.length !== undefined && to.length >= from.length);
  if (from.base === 'varchar' && to.base === 'text') return true;
  if (INTEGER_WIDTH[from.base] && INTEGER_WIDTH[to.base]) return INTEGER_WIDTH[to.base]! >= INTEGER_WIDTH[from.base]!;
  if (from.base === 'numeric' && to.base === 'numeric') {
    if (to.precision === undefined) return true;
    if (from.precision === undefined) return false;
    const scaleFrom = from.scale ?? 0;
    const scaleTo = to.scale ?? 0;
    return scaleTo >= scaleFrom && to.precision - scaleTo >= from.precision - scaleFrom;
  }
  return false;
}

import pg from 'pg';

/** PostgreSQL's `date` type. */
const DATE_OID = 1082;

/**
 * How node-postgres turns column values into JavaScript, for both databases. A `date` (a day, no time) stays the
 * `YYYY-MM-DD` text it is: node-postgres would make it a Date at the server's local midnight, which travels as a
 * UTC timestamp and shows as the day before in a browser west of the server.
 */
export const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === DATE_OID && format !== 'binary') return (value: string) => value;
    return pg.types.getTypeParser(oid, format as 'text');
  },
} as pg.CustomTypesConfig;

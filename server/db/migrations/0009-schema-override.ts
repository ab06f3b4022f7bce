import { sql, type Kysely } from 'kysely';

/**
 * Tenant overrides of entity schemas (docs/schemas.md, "Tenant overrides"): every saved version of a tenant's JSON
 * Merge Patch of one schema, numbered from 1 per (tenant, schema). At most one version is active per (tenant,
 * schema); older versions stay as the history (a rollback saves a new version copying an old patch).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE schema_override (
      id serial PRIMARY KEY,
      tenant_id integer NOT NULL REFERENCES tenant(id),
      schema_id varchar(100) NOT NULL,
      version integer NOT NULL CHECK (version >= 1),
      patch jsonb NOT NULL,
      active boolean NOT NULL DEFAULT false,
      comment varchar(500),
      created_by varchar(100) NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (tenant_id, schema_id, version)
    );
    CREATE UNIQUE INDEX schema_override_one_active ON schema_override (tenant_id, schema_id) WHERE active;
  `.execute(db);
}

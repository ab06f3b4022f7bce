import { sql, type Kysely } from 'kysely';

/**
 * App clients (/appclient, docs/domain/administration.md "App clients"): which roles may sign in through a client
 * (`authorizeRoleToAppClient`, by role code, since clients are installation-wide and every tenant has its own roles),
 * and a client row that exists for a moment without its secret (the add call writes the row, then the secret's hash,
 * in one transaction). The installation's platform tenant (who manages clients, tenants and system dictionaries) is a
 * server setting, the first demo tenant unless changed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE app_client ALTER COLUMN client_secret_hash DROP NOT NULL;
    CREATE TABLE app_client_role (
      client_id integer NOT NULL REFERENCES app_client(id) ON DELETE CASCADE,
      role_code varchar(64) NOT NULL,
      PRIMARY KEY (client_id, role_code)
    );
    INSERT INTO server_setting (key, value) VALUES ('platform_tenant', 'demo') ON CONFLICT (key) DO NOTHING;
  `.execute(db);
}

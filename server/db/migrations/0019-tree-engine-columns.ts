import { sql, type Kysely } from 'kysely';

/**
 * The menus (`sys_menu`, seeded from the route catalogue) and the organisations (`sys_org`) become entity tables of
 * the tree schemas `schemas/admin/sysmenu.json` and `sysorg.json`: they get the engine's own columns (version, audit
 * stamps, ext: server/entity/table-model.ts) with the existing rows kept. A menu row whose `updated_by` is still null
 * has not been edited by anyone since the seed wrote it, so the seed may refresh it from the catalogue
 * (server/seed/seed-menus.ts); an edit through the engine stamps `updated_by` and the seed leaves the row alone.
 * `sys_menu_seeded` remembers every path the seed has written per tenant, so a menu an administrator deleted is not
 * brought back at the next start.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['sys_menu', 'sys_org']) {
    await sql.raw(`
      ALTER TABLE ${table}
        ADD COLUMN version integer NOT NULL DEFAULT 1,
        ADD COLUMN created_at timestamptz NOT NULL DEFAULT now(),
        ADD COLUMN created_by varchar(64),
        ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
        ADD COLUMN updated_by varchar(64),
        ADD COLUMN ext jsonb NOT NULL DEFAULT '{}'
    `).execute(db);
  }
  await sql`
    CREATE TABLE sys_menu_seeded (
      tenant_id integer NOT NULL REFERENCES tenant(id),
      menu_path varchar(200) NOT NULL,
      PRIMARY KEY (tenant_id, menu_path)
    );
    INSERT INTO sys_menu_seeded (tenant_id, menu_path) SELECT tenant_id, menu_path FROM sys_menu;
  `.execute(db);
}

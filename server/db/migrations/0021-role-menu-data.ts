import { sql, type Kysely } from 'kysely';

/**
 * The data fields of a menu's page a role is granted (/sysmenu "authorizeMenuDataToRole"): one row per role, menu and
 * field of the entity schema whose route is the menu's path. Only the model here; enforcing it is issue 12's. It
 * moves the authority version (0017) as the other grant tables do, so a cached session sees a change at once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE sys_role_menu_data (
      role_id integer NOT NULL REFERENCES sys_role(id) ON DELETE CASCADE,
      menu_id integer NOT NULL REFERENCES sys_menu(id) ON DELETE CASCADE,
      field_name varchar(100) NOT NULL,
      PRIMARY KEY (role_id, menu_id, field_name)
    );
    CREATE INDEX sys_role_menu_data_menu ON sys_role_menu_data (menu_id);
    CREATE TRIGGER sys_role_menu_data_authority_version AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE ON sys_role_menu_data
      FOR EACH STATEMENT EXECUTE FUNCTION bump_authority_version();
  `.execute(db);
}

import { sql, type Kysely } from 'kysely';

/**
 * URL permissions (/sysurl, docs/domain/administration.md "URL permissions"): the calls of the server, one row per
 * tenant and call (`sys_url`: the server's own route table, written at every start, and the prefix patterns an
 * administrator adds), and the roles each is granted to (`sys_role_url`). A call with roles granted may be made only
 * by administrators and holders of one of them (server/services/url-permissions.ts). Both tables move the authority
 * version (0017), so the server's cached rules and sessions see a change at the next request.
 *
 * Roles get a type always (platform, staff or customer; docs/domain/administration.md "Roles").
 *
 * `sys_data_permission` is the read model of /datapermission: one row per role and menu with data-field grants
 * (`sys_role_menu_data`, 0021), the fields joined; its id is `roleId:menuId`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Roles become the entity admin.sysrole (schemas/admin/sysrole.json): every role has a type, the seed's old
  // 'system' reads as the platform's role for ROLE_ADMIN and a staff role for the others.
  await sql`
    UPDATE sys_role SET role_type = CASE WHEN role_code = 'ROLE_ADMIN' THEN 'platform' ELSE 'staff' END
     WHERE role_type IS NULL OR role_type NOT IN ('platform', 'staff', 'customer');
    ALTER TABLE sys_role ALTER COLUMN role_type SET DEFAULT 'staff', ALTER COLUMN role_type SET NOT NULL;
  `.execute(db);
  await sql`
    CREATE TABLE sys_url (
      id serial PRIMARY KEY,
      tenant_id integer NOT NULL REFERENCES tenant(id),
      url_method varchar(8) NOT NULL,
      url varchar(300) NOT NULL,
      url_name varchar(300),
      url_tag varchar(100),
      url_source varchar(8) NOT NULL DEFAULT 'manual',
      remark varchar(512),
      CONSTRAINT sys_url_tenant_id_url_method_url_key UNIQUE (tenant_id, url_method, url)
    );
    CREATE TABLE sys_role_url (
      role_id integer NOT NULL REFERENCES sys_role(id) ON DELETE CASCADE,
      url_id integer NOT NULL REFERENCES sys_url(id) ON DELETE CASCADE,
      PRIMARY KEY (role_id, url_id)
    );
    CREATE INDEX sys_role_url_url ON sys_role_url (url_id);
    CREATE TRIGGER sys_url_authority_version AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF id, url_method, url ON sys_url
      FOR EACH STATEMENT EXECUTE FUNCTION bump_authority_version();
    CREATE TRIGGER sys_role_url_authority_version AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE ON sys_role_url
      FOR EACH STATEMENT EXECUTE FUNCTION bump_authority_version();
    CREATE VIEW sys_data_permission AS
      SELECT d.role_id || ':' || d.menu_id AS id, r.tenant_id, d.role_id, r.role_code, r.role_name, d.menu_id, m.menu_code,
             m.menu_name, m.menu_path, string_agg(d.field_name, ', ' ORDER BY d.field_name) AS field_names, count(*)::integer AS field_count
        FROM sys_role_menu_data d
        JOIN sys_role r ON r.id = d.role_id
        JOIN sys_menu m ON m.id = d.menu_id
       GROUP BY d.role_id, d.menu_id, r.tenant_id, r.role_code, r.role_name, m.menu_code, m.menu_name, m.menu_path;
  `.execute(db);
}

import { sql, type Kysely } from 'kysely';

/** Menus (seeded from the route catalogue per tenant), their buttons, and what each role is granted. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE sys_menu (
      id serial PRIMARY KEY,
      tenant_id integer NOT NULL REFERENCES tenant(id),
      menu_code varchar(100) NOT NULL,
      menu_name varchar(100) NOT NULL,
      menu_name_en varchar(100),
      menu_icon varchar(64),
      menu_path varchar(200) NOT NULL,
      menu_component varchar(200),
      menu_sequence integer NOT NULL DEFAULT 0,
      menu_parent integer REFERENCES sys_menu(id) ON DELETE CASCADE,
      menu_status smallint NOT NULL DEFAULT 1,
      hide_in_menu boolean NOT NULL DEFAULT false,
      meta jsonb NOT NULL DEFAULT '{}',
      UNIQUE (tenant_id, menu_path),
      UNIQUE (tenant_id, menu_code)
    );
    CREATE TABLE sys_menu_button (
      id serial PRIMARY KEY,
      tenant_id integer NOT NULL REFERENCES tenant(id),
      menu_id integer NOT NULL REFERENCES sys_menu(id) ON DELETE CASCADE,
      button_code varchar(64) NOT NULL,
      button_name varchar(100) NOT NULL,
      button_name_en varchar(100),
      UNIQUE (menu_id, button_code)
    );
    CREATE TABLE sys_role_menu (
      role_id integer NOT NULL REFERENCES sys_role(id) ON DELETE CASCADE,
      menu_id integer NOT NULL REFERENCES sys_menu(id) ON DELETE CASCADE,
      PRIMARY KEY (role_id, menu_id)
    );
    CREATE TABLE sys_role_menu_button (
      role_id integer NOT NULL REFERENCES sys_role(id) ON DELETE CASCADE,
      menu_button_id integer NOT NULL REFERENCES sys_menu_button(id) ON DELETE CASCADE,
      PRIMARY KEY (role_id, menu_button_id)
    );
  `.execute(db);
}

import { sql, type Kysely } from 'kysely';

/**
 * The base and business rows the shell reads through qids: sites, employees, dictionaries, orgs, files, scans and
 * the sources of the reminder queries. Column names follow the schema engine's convention (snake_case of the
 * field name) so that the entity schemas of later work adopt these tables as they are.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE base_site (
      id serial PRIMARY KEY,
      tenant_id integer NOT NULL REFERENCES tenant(id),
      site_code varchar(32) NOT NULL,
      site_name varchar(100) NOT NULL,
      bl_open smallint NOT NULL DEFAULT 1,
      address varchar(200),
      UNIQUE (tenant_id, site_code)
    );
    CREATE TABLE base_employee (
      id serial PRIMARY KEY,
      tenant_id integer NOT NULL REFERENCES tenant(id),
      employee_code varchar(64) NOT NULL,
      employee_name varchar(100) NOT NULL,
      site_code varchar(32),
      user_id integer REFERENCES sys_user(id) ON DELETE SET NULL,
      UNIQUE (tenant_id, employee_code)
    );
    CREATE TABLE base_dictionary (
      id serial PRIMARY KEY,
      tenant_id integer NOT NULL REFERENCES tenant(id),
      dictionary_code varchar(64) NOT NULL,
      dictionary_name varchar(100) NOT NULL,
      UNIQUE (tenant_id, dictionary_code)
    );
    CREATE TABLE base_dictionary_detail (
      id serial PRIMARY KEY,
      tenant_id integer NOT NULL REFERENCES tenant(id),
      dictionary_code varchar(64) NOT NULL,
      dictionary_value varchar(100) NOT NULL,
      dictionary_name varchar(200) NOT NULL,
      dictionary_name_en varchar(200),
      dictionary_order integer,
      UNIQUE (tenant_id, dictionary_code, dictionary_value)
    );
    CREATE TABLE sys_org (
      id serial PRIMARY KEY,
      tenant_id integer NOT NULL REFERENCES tenant(id),
      org_type varchar(32) NOT NULL,
      org_name varchar(100) NOT NULL,
      org_description varchar(500),
      org_sequence integer NOT NULL DEFAULT 0,
      org_parent integer REFERENCES sys_org(id) ON DELETE CASCADE
    );
    CREATE INDEX sys_org_tenant ON sys_org(tenant_id);
    CREATE TABLE stored_file (
      id serial PRIMARY KEY,
      tenant_id integer NOT NULL REFERENCES tenant(id),
      file_key varchar(64) NOT NULL UNIQUE,
      file_name varchar(255) NOT NULL,
      content_type varchar(200) NOT NULL,
      file_size integer NOT NULL,
      sha256 char(64) NOT NULL,
      ztd_code varchar(64),
      created_by integer REFERENCES sys_user(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX stored_file_ztd ON stored_file(tenant_id, ztd_code);
    CREATE TABLE scan_record (
      id serial PRIMARY KEY,
      tenant_id integer NOT NULL REFERENCES tenant(id),
      scan_type varchar(32) NOT NULL,
      scan_code varchar(100) NOT NULL,
      owner_site_code varchar(32),
      scanned_by varchar(64) NOT NULL,
      scanned_at timestamptz NOT NULL,
      client_scan_id varchar(64),
      UNIQUE (tenant_id, client_scan_id)
    );
    CREATE INDEX scan_record_code ON scan_record(tenant_id, scan_type, scan_code);
    CREATE TABLE base_customer (
      id serial PRIMARY KEY,
      tenant_id integer NOT NULL REFERENCES tenant(id),
      customer_code varchar(64) NOT NULL,
      customer_name varchar(200) NOT NULL,
      contact_name varchar(64),
      mobile varchar(20),
      email varchar(128),
      status smallint NOT NULL DEFAULT 1,
      audit_state smallint NOT NULL DEFAULT 0,
      sales_man_code varchar(64),
      owner_site_code varchar(32),
      created_by varchar(64),
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (tenant_id, customer_code)
    );
    CREATE TABLE problem_item (
      id serial PRIMARY KEY,
      tenant_id integer NOT NULL REFERENCES tenant(id),
      order_code varchar(64) NOT NULL,
      problem_type varchar(64) NOT NULL,
      problem_desc varchar(512),
      reply_state smallint NOT NULL DEFAULT 0,
      owner_site_code varchar(32),
      created_by varchar(64) NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX problem_item_tenant ON problem_item(tenant_id, reply_state);
    CREATE TABLE consult_work_order (
      id serial PRIMARY KEY,
      tenant_id integer NOT NULL REFERENCES tenant(id),
      work_order_code varchar(64) NOT NULL,
      title varchar(200) NOT NULL,
      status varchar(16) NOT NULL,
      handler_code varchar(64),
      owner_site_code varchar(32),
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE order_confirm (
      id serial PRIMARY KEY,
      tenant_id integer NOT NULL REFERENCES tenant(id),
      order_code varchar(64) NOT NULL,
      customer_code varchar(64) NOT NULL,
      confirm_state smallint NOT NULL DEFAULT 0,
      created_by varchar(64),
      owner_site_code varchar(32),
      created_at timestamptz NOT NULL DEFAULT now()
    );
  `.execute(db);
}

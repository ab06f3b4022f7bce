import { sql, type Kysely } from 'kysely';

/** Tenants, users, roles, app clients, sessions and the short-lived codes of sign-in. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE server_setting (
      key text PRIMARY KEY,
      value text NOT NULL
    );
    CREATE TABLE tenant (
      id serial PRIMARY KEY,
      tenant_code varchar(64) NOT NULL UNIQUE,
      tenant_name varchar(64) NOT NULL,
      tenant_contact varchar(64),
      tenant_email varchar(128),
      tenant_tel varchar(32),
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE app_client (
      id serial PRIMARY KEY,
      client_code varchar(64) NOT NULL UNIQUE,
      client_secret_hash text NOT NULL,
      auth_type varchar(200) NOT NULL,
      auth_scope varchar(200) NOT NULL,
      token_seconds integer NOT NULL,
      refresh_seconds integer NOT NULL,
      fallback_url varchar(500)
    );
    CREATE TABLE sys_user (
      id serial PRIMARY KEY,
      tenant_id integer NOT NULL REFERENCES tenant(id),
      username varchar(64) NOT NULL UNIQUE,
      password_hash text NOT NULL,
      nickname varchar(64) NOT NULL,
      mobile varchar(20) UNIQUE,
      email varchar(128),
      avatar varchar(500),
      geographic varchar(200),
      address varchar(200),
      profile varchar(500),
      is_admin smallint NOT NULL DEFAULT 0,
      owner_site_id integer,
      customer_id integer,
      subject_id varchar(64) NOT NULL UNIQUE,
      subject_name varchar(100),
      employee_code varchar(64),
      status smallint NOT NULL DEFAULT 1,
      failed_logins integer NOT NULL DEFAULT 0,
      locked_until timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX sys_user_tenant ON sys_user(tenant_id);
    CREATE TABLE sys_role (
      id serial PRIMARY KEY,
      tenant_id integer NOT NULL REFERENCES tenant(id),
      role_code varchar(64) NOT NULL,
      role_name varchar(64) NOT NULL,
      role_type varchar(32),
      role_description varchar(500),
      UNIQUE (tenant_id, role_code)
    );
    CREATE TABLE sys_user_role (
      user_id integer NOT NULL REFERENCES sys_user(id) ON DELETE CASCADE,
      role_id integer NOT NULL REFERENCES sys_role(id) ON DELETE CASCADE,
      PRIMARY KEY (user_id, role_id)
    );
    CREATE TABLE auth_session (
      id uuid PRIMARY KEY,
      tenant_id integer NOT NULL REFERENCES tenant(id),
      user_id integer NOT NULL REFERENCES sys_user(id) ON DELETE CASCADE,
      client_code varchar(64) NOT NULL,
      grant_type varchar(32) NOT NULL,
      ip varchar(64),
      user_agent varchar(500),
      created_at timestamptz NOT NULL,
      last_seen_at timestamptz NOT NULL,
      registered_at timestamptz,
      revoked_at timestamptz,
      revoked_reason varchar(32)
    );
    CREATE INDEX auth_session_user ON auth_session(user_id);
    CREATE TABLE refresh_token (
      token_hash char(64) PRIMARY KEY,
      session_id uuid NOT NULL REFERENCES auth_session(id) ON DELETE CASCADE,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX refresh_token_session ON refresh_token(session_id);
    CREATE TABLE image_captcha (
      random_code varchar(64) PRIMARY KEY,
      answer varchar(16) NOT NULL,
      expires_at timestamptz NOT NULL,
      verified_at timestamptz,
      consumed_at timestamptz
    );
    CREATE TABLE sms_code (
      id serial PRIMARY KEY,
      mobile varchar(20) NOT NULL,
      purpose varchar(16) NOT NULL,
      code_hash char(64) NOT NULL,
      attempts integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      consumed_at timestamptz
    );
    CREATE INDEX sms_code_mobile ON sms_code(mobile, purpose, created_at);
    CREATE TABLE password_reset (
      token_hash char(64) PRIMARY KEY,
      user_id integer NOT NULL REFERENCES sys_user(id) ON DELETE CASCADE,
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    );
    CREATE TABLE message_outbox (
      id serial PRIMARY KEY,
      channel varchar(8) NOT NULL,
      recipient varchar(200) NOT NULL,
      subject varchar(200),
      body text NOT NULL,
      created_at timestamptz NOT NULL
    );
  `.execute(db);
}

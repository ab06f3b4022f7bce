import { sql, type Kysely } from 'kysely';

/**
 * Users, posts and online users (/sysuser, /syspost, /onlinesysuser; docs/domain/administration.md "Users", "Posts",
 * "Online users"):
 * - `sys_user` becomes the table of the entity schema `schemas/admin/sysuser.json`: the engine's own columns (version,
 *   audit stamps, ext) as 0019 gave the menus, the organisation a user belongs to (`org_id`), and a subject id the
 *   database makes when a row is added by the engine (the seed and sign-up still write their own);
 * - `sys_post`, the posts of a tenant as a tree (the schema `schemas/admin/syspost.json`, engine columns included),
 *   and `sys_user_post`, the posts a user holds: the table of the entity admin.sysuserpost (engine columns, one row
 *   per user and post) and the link table the user's `postIds` field declares (`x-link`);
 *   both link tables go with the user (ON DELETE CASCADE), a post with holders cannot be deleted (the server says
 *   how many hold it);
 * - the online users: every session not revoked whose last request is within the idle limit of spec 01 (three hours,
 *   engine/session/idle-timer.ts IDLE_LIMIT_MS), with the person, their site and the session's address and browser.
 *   `auth_session.session_no` gives each session the integer id the engine's rows carry; the session id itself (a
 *   uuid) stays private to the server.
 */
/** The engine's own columns of an entity table (server/entity/table-model.ts), for the two tables made here. */
const ENGINE_COLUMNS = sql.raw(`id serial PRIMARY KEY,
      tenant_id integer NOT NULL REFERENCES tenant(id),
      version integer NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL DEFAULT now(),
      created_by varchar(64),
      updated_at timestamptz NOT NULL DEFAULT now(),
      updated_by varchar(64),
      ext jsonb NOT NULL DEFAULT '{}',`);

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE sys_user
      ADD COLUMN version integer NOT NULL DEFAULT 1,
      ADD COLUMN created_by varchar(64),
      ADD COLUMN updated_by varchar(64),
      ADD COLUMN ext jsonb NOT NULL DEFAULT '{}',
      ADD COLUMN org_id integer REFERENCES sys_org(id) ON DELETE SET NULL,
      ALTER COLUMN subject_id SET DEFAULT ('U-' || replace(gen_random_uuid()::text, '-', ''));
    CREATE TABLE sys_post (
      ${ENGINE_COLUMNS}
      post_code varchar(32) NOT NULL,
      post_name varchar(64) NOT NULL,
      post_sequence integer NOT NULL DEFAULT 0,
      post_parent integer REFERENCES sys_post(id),
      CONSTRAINT sys_post_tenant_id_post_code_key UNIQUE (tenant_id, post_code)
    );
    CREATE INDEX sys_post_parent ON sys_post (post_parent);
    CREATE TABLE sys_user_post (
      ${ENGINE_COLUMNS}
      user_id integer NOT NULL REFERENCES sys_user(id) ON DELETE CASCADE,
      post_id integer NOT NULL REFERENCES sys_post(id) ON DELETE CASCADE,
      CONSTRAINT sys_user_post_tenant_id_user_id_post_id_key UNIQUE (tenant_id, user_id, post_id)
    );
    CREATE INDEX sys_user_post_user ON sys_user_post (user_id);
    CREATE INDEX sys_user_post_post ON sys_user_post (post_id);
    ALTER TABLE auth_session ADD COLUMN session_no serial UNIQUE;
    CREATE VIEW online_sys_user AS
      SELECT s.session_no AS id, s.tenant_id, s.user_id, u.username, u.nickname, site.site_code AS owner_site_code,
             site.site_name AS owner_site_name, s.ip, s.user_agent, s.client_code, s.created_at AS signed_in_at, s.last_seen_at
        FROM auth_session s
        JOIN sys_user u ON u.id = s.user_id
        LEFT JOIN base_site site ON site.id = u.owner_site_id
       WHERE s.revoked_at IS NULL AND s.last_seen_at > now() - interval '3 hours';
  `.execute(db);
}

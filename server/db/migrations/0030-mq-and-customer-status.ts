import { sql, type Kysely } from 'kysely';

/**
 * The message queue of `POST /api/bdtibs/mq/sendMQByType` (server/mq/): one row per message to an outside system
 * (the warehouse system, the SMS gateway), drained by the MQ worker — `0` 待发送 (waiting), `3` 发送中 (claimed by
 * a worker), `1` 已发送 (sent, with the system's answer), `2` 失败 (failed after its attempts, with the error). A
 * message may name the business row it is about (`biz_entity`, `biz_id`): the employee page lists its pushes.
 *
 * The customer's account status becomes text like every other lifecycle's field (`0` 未启用, `1` 正常, `2` 停用;
 * schemas/base/customer.json): the engine's lifecycles compare states as text. A customer the staff enter is
 * certified by whoever entered it (`audit_state` 1 已审核); self-registration (server/services/sign-up.ts) still
 * writes 0 待审核 itself.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE mq_message (
      id serial PRIMARY KEY,
      tenant_id integer NOT NULL REFERENCES tenant(id),
      msg_type varchar(64) NOT NULL,
      target varchar(32) NOT NULL,
      payload jsonb NOT NULL,
      biz_entity varchar(100),
      biz_id integer,
      biz_code varchar(100),
      status varchar(1) NOT NULL DEFAULT '0',
      attempts integer NOT NULL DEFAULT 0,
      max_attempts integer NOT NULL DEFAULT 3,
      next_attempt_at timestamptz NOT NULL,
      last_error varchar(500),
      reply jsonb,
      claimed_by varchar(100),
      created_by varchar(64) NOT NULL,
      created_at timestamptz NOT NULL,
      sent_at timestamptz
    );
    CREATE INDEX mq_message_due ON mq_message (status, next_attempt_at);
    CREATE INDEX mq_message_tenant ON mq_message (tenant_id, created_at DESC);
    CREATE INDEX mq_message_biz ON mq_message (tenant_id, biz_entity, biz_id);
    ALTER TABLE base_customer ALTER COLUMN status DROP DEFAULT;
    ALTER TABLE base_customer ALTER COLUMN status TYPE varchar(1) USING status::text;
    ALTER TABLE base_customer ALTER COLUMN status SET DEFAULT '1';
    ALTER TABLE base_customer ALTER COLUMN audit_state SET DEFAULT 1;
  `.execute(db);
}

import { sql, type Kysely } from 'kysely';

/**
 * The declaration platform's messages (docs/domain/customs.md "The declaration platform"): every message document
 * sent (CEB311, CEB621, CEB623, CEB625, INV101, SAS121) and every receipt received, kept with the document it belongs
 * to, the XML exactly as sent or received. Outbound rows are also the outbox: `queued` until the sender hands them
 * to the platform. A receipt is kept once: the same guid, type, status and time again is a replay.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE customs_message (
      id serial PRIMARY KEY,
      tenant_id integer NOT NULL REFERENCES tenant (id),
      doc_type varchar(20) NOT NULL,
      doc_id integer NOT NULL,
      doc_no varchar(64) NOT NULL,
      direction varchar(3) NOT NULL,
      message_type varchar(10) NOT NULL,
      guid varchar(36) NOT NULL,
      content text NOT NULL,
      send_state varchar(10) NOT NULL,
      attempts integer NOT NULL DEFAULT 0,
      last_error varchar(500),
      return_status varchar(10),
      return_info varchar(1000),
      return_time varchar(17),
      created_at timestamptz NOT NULL DEFAULT now(),
      sent_at timestamptz
    );
    CREATE UNIQUE INDEX customs_message_sent_once ON customs_message (guid) WHERE direction = 'out';
    CREATE UNIQUE INDEX customs_message_receipt_once ON customs_message (guid, message_type, return_status, return_time) WHERE direction = 'in';
    CREATE INDEX customs_message_doc ON customs_message (tenant_id, doc_type, doc_id);
    CREATE INDEX customs_message_outbox ON customs_message (id) WHERE send_state = 'queued';
  `.execute(db);
}

import { sql, type Kysely } from 'kysely';

/**
 * The last-mile carrier's tracking events of a parcel (docs/api.md "Carrier events"): pushed by the carrier to
 * POST /api/clearway/carrier-events, kept against the tenant whose order carries the number. One row per event: a
 * replayed push stores nothing new (unique on carrier, number, time and status within the tenant).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE carrier_event (
      id serial PRIMARY KEY,
      tenant_id integer NOT NULL REFERENCES tenant (id),
      order_id integer NOT NULL,
      carrier_code varchar(20) NOT NULL,
      tracking_no varchar(60) NOT NULL,
      event_time timestamptz NOT NULL,
      status varchar(20) NOT NULL,
      description varchar(300) NOT NULL,
      location varchar(100),
      received_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX carrier_event_once ON carrier_event (tenant_id, carrier_code, tracking_no, event_time, status);
  `.execute(db);
}

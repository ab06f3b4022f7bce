/**
 * Where the last-mile carriers' tracking events come from (docs/operations.md "Carrier events"). The carrier pushes
 * them to POST /api/clearway/carrier-events; a feed is what makes it push: a real carrier's subscription client (a
 * Kuaidi100-style "subscribe this number") or the built-in simulator (server/carriers/simulated-carrier.ts) that plays
 * the carrier and pushes over HTTP like it. The server starts the configured feed after it listens, stops it on close.
 */
export interface CarrierFeed {
  /** For the start-up log: `simulator`. */
  readonly name: string;
  /** Begins watching for parcels handed to a carrier (in the background). */
  start(): void;
  /** Stops, waiting for a push under way. */
  stop(): Promise<void>;
}

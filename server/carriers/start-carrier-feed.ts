import type { FastifyBaseLogger } from 'fastify';
import type { ServerContext } from '../routes/context';
import type { CarrierFeed } from './carrier-feed';
import { SimulatedCarrier } from './simulated-carrier';

/**
 * Starts the carrier feed the configuration names, once the server listens (server/main.ts); undefined when it is off
 * (CLEARWAY_CARRIER_FEED=off) or no secret is set to sign with. The caller stops it before closing the app.
 */
export function startCarrierFeed(ctx: ServerContext, log: FastifyBaseLogger): CarrierFeed | undefined {
  const { config } = ctx;
  if (config.carrierFeed.kind === 'off' || !config.carrierSecret) return undefined;
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  const feed = new SimulatedCarrier({
    db: ctx.db, entities: () => ctx.entities, baseUrl: `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`, secret: config.carrierSecret,
    intervalMs: config.carrierFeed.intervalMs, failureShare: config.carrierFeed.failureShare, now: () => ctx.clock.now(), log,
  });
  feed.start();
  return feed;
}

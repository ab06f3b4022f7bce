/**
 * Starts what carries declarations to the platform and receipts back (docs/operations.md "Declaration platform"):
 * the platform adapter the configuration names (the simulator inside the server by default, an HTTP platform, or
 * none) and the outbox that feeds it. Stopped with the server.
 */
import type { FastifyBaseLogger } from 'fastify';
import { entityServiceFor } from '../entity/entity-service-for';
import type { ServerContext } from '../routes/context';
import { CustomsOutbox } from './outbox';
import { applyReceipt, type ReceiptDeps } from './receipts';
import type { DeclarationPlatform } from './platform/declaration-platform';
import { HttpPlatform } from './platform/http-platform';
import { SimulatedPlatform } from './platform/simulated-platform';
import { readSimulatorSettings, type SimulatorSettings } from './simulator/simulator-settings';

/** What applying a receipt needs: the database, the schemas served now, the entity service. */
export function customsReceiptDeps(ctx: ServerContext): ReceiptDeps {
  return { db: ctx.db, entities: () => ctx.entities, service: entityServiceFor(ctx) };
}

export interface CustomsPlatformRuntime {
  platform?: DeclarationPlatform;
  outbox?: CustomsOutbox;
  receiptDeps: ReceiptDeps;
  stop(): Promise<void>;
}

/** `simulatorSettings`: the in-process simulator's (tests give short steps); default from the environment. */
export function startCustomsPlatform(ctx: ServerContext, log: FastifyBaseLogger, simulatorSettings: SimulatorSettings = readSimulatorSettings()): CustomsPlatformRuntime {
  const receiptDeps = customsReceiptDeps(ctx);
  const deliver = async (xml: string) => {
    await applyReceipt(receiptDeps, xml);
  };
  const setting = ctx.config.customs.platform;
  const platform = setting === 'off' ? undefined
    : /^https?:\/\//.test(setting) ? new HttpPlatform(setting)
      : new SimulatedPlatform(simulatorSettings, deliver);
  const outbox = platform ? new CustomsOutbox({ db: ctx.db, platform, log, intervalMs: ctx.config.customs.outboxIntervalMs, applyReceipt: deliver }) : undefined;
  outbox?.start();
  return {
    platform, outbox, receiptDeps,
    async stop() {
      await outbox?.stop();
      await platform?.stop();
    },
  };
}

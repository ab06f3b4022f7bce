/**
 * What the customs server tests share: a test server whose simulated customs answers fast (receipts 40 ms apart,
 * nothing inspected or refused by chance; the outbox looks every 50 ms), and waiting for the receipts to arrive.
 */
import { DEV_CUSTOMS_SECRET } from '../../server/config';
import type { SimulatorSettings } from '../../server/customs/simulator/simulator-settings';
import { startSignedIn, type DemoUsername } from './test-server';

export const FAST_SIMULATOR: SimulatorSettings = { stepMs: 40, inspectionShare: 0, cancelRefuseShare: 0, refundRefuseShare: 0, singleLimit: 5000 };

/** A test server (as startSignedIn) declaring to the fast simulator inside it. */
export function startCustomsSignedIn<const U extends DemoUsername>(usernames: readonly U[], simulator: Partial<SimulatorSettings> = {}) {
  return startSignedIn(usernames, { customs: { platform: 'simulator', secret: DEV_CUSTOMS_SECRET, outboxIntervalMs: 50 } }, { customsSimulator: { ...FAST_SIMULATOR, ...simulator } });
}

/** Reads until `done` holds (the receipts have moved a document), or fails naming what it waited for. */
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value).slice(0, 400)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

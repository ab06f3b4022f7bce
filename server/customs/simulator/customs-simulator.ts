/**
 * The simulated declaration platform: takes a declaration's message document, checks it as customs would and sends
 * its receipts one step apart to `deliver` (simulator-rules.ts). Runs inside the server (simulated-platform.ts) or
 * as its own process over HTTP (scripts/customs-simulator/). A receipt that cannot be delivered is tried again
 * later, up to `DELIVERY_ATTEMPTS` times; delivering the same receipt twice is harmless (receipts are idempotent).
 */
import { readDeclaration, writeReceipt, cebTime } from '../messages/ceb-xml';
import { isBondedPackage, readBondedDeclaration, writeBondedReceipt } from '../messages/sas-xml';
import { planBondedReceipts } from './bonded-rules';
import { randomUUID } from 'node:crypto';
import { DECLARATION_LAYOUTS } from '../messages/ceb-layout';
import { logicCheck, orderKey, planReceipts, type PlannedReceipt } from './simulator-rules';
import type { SimulatorSettings } from './simulator-settings';

export type DeliverReceipt = (xml: string) => Promise<void>;

const DELIVERY_ATTEMPTS = 5;

/** Refused order messages remembered for their inventories (the newest this many). */
const REFUSED_ORDERS_KEPT = 100_000;

export interface SimulatorCounts {
  declarations: number;
  receiptsDelivered: number;
  deliveryFailures: number;
  /** Receipts planned and not yet delivered. */
  pending: number;
}

export class CustomsSimulator {
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly counts: SimulatorCounts = { declarations: 0, receiptsDelivered: 0, deliveryFailures: 0, pending: 0 };
  private stopped = false;
  /** Orders whose CEB311 was refused, by seller and order number: their CEB621 is refused too. */
  private readonly refusedOrders = new Set<string>();

  constructor(private readonly settings: SimulatorSettings, private readonly deliver: DeliverReceipt, private readonly now: () => Date = () => new Date()) {}

  /**
   * Accepts a declaration and schedules its receipts.
   * @throws CebFormatError when the document is not a declaration it reads (the caller answers it as a format error).
   */
  accept(xml: string): { guid: string; type: string } {
    if (isBondedPackage(xml)) return this.acceptBonded(xml);
    const declaration = readDeclaration(xml);
    this.counts.declarations += 1;
    const year = String(this.now().getFullYear());
    const layout = DECLARATION_LAYOUTS[declaration.type];
    // The business keys every receipt of this declaration repeats.
    const keys = Object.fromEntries(['ebpCode', 'ebcCode', 'orderNo', 'customsCode', 'agentCode', 'copNo', 'preNo', 'invtNo'].map((key) => [key, declaration.head[key] ?? '']));
    const key = orderKey(declaration.head);
    if (declaration.type === 'CEB311') {
      if (logicCheck(declaration, this.settings)) this.rememberRefused(key);
      else this.refusedOrders.delete(key);
    }
    const orderRefused = declaration.type === 'CEB621' && this.refusedOrders.has(key);
    for (const planned of planReceipts(declaration, this.settings, year, orderRefused)) {
      this.schedule(planned.step * this.settings.stepMs, () => this.receiptXml(layout.receipt, declaration.guid, keys, planned), 1);
    }
    return { guid: declaration.guid, type: declaration.type };
  }

  /** A bonded inventory or passport: its approval and, for a passport, the gate (bonded-rules.ts). */
  private acceptBonded(xml: string): { guid: string; type: string } {
    const declaration = readBondedDeclaration(xml);
    this.counts.declarations += 1;
    const year2 = String(this.now().getFullYear()).slice(2);
    for (const planned of planBondedReceipts(declaration, year2)) {
      const time = () => cebTime(this.now());
      this.schedule(planned.step * this.settings.stepMs, () => writeBondedReceipt(planned.type, declaration.guid, randomUUID().toUpperCase(), declaration.businessId,
        { ...planned.fields, ...(planned.type === 'SAS251' ? { passTime: time() } : { manageDate: time() }) }, time()), 1);
    }
    return { guid: declaration.guid, type: declaration.type };
  }

  private rememberRefused(key: string): void {
    this.refusedOrders.add(key);
    if (this.refusedOrders.size > REFUSED_ORDERS_KEPT) this.refusedOrders.delete(this.refusedOrders.values().next().value as string);
  }

  private receiptXml(type: Parameters<typeof writeReceipt>[0], guid: string, keys: Record<string, string>, planned: PlannedReceipt): string {
    return writeReceipt(type, { ...keys, ...planned.assigned, guid, returnStatus: planned.returnStatus, returnInfo: planned.returnInfo, returnTime: cebTime(this.now(), true) });
  }

  private schedule(delayMs: number, receipt: () => string, attempt: number): void {
    if (this.stopped) return;
    this.counts.pending += attempt === 1 ? 1 : 0;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      const xml = receipt();
      this.deliver(xml).then(
        () => {
          this.counts.pending -= 1;
          this.counts.receiptsDelivered += 1;
        },
        () => {
          this.counts.deliveryFailures += 1;
          if (attempt < DELIVERY_ATTEMPTS) this.schedule(Math.max(500, this.settings.stepMs) * attempt, () => xml, attempt + 1);
          else this.counts.pending -= 1;
        },
      );
    }, delayMs);
    timer.unref?.();
    this.timers.add(timer);
  }

  status(): SimulatorCounts {
    return { ...this.counts };
  }

  stop(): void {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}

/**
 * A parcel's trajectory (/travelManageCenter, docs/domain/operate.md "Trajectory"): every event of one 2C order in
 * time order — the order placed, each scan (moved or refused), the desk's moves (confirmation, hold, cancel), the
 * last-mile label printed, the last-mile carrier's tracking events. A plain function of what the route read; the words come from the schemas.
 */

// The reply's shape is the browser's (engine/data/trajectory.ts): one definition for both sides.
import type { ParcelTrajectory, TrajectoryEvent, TrajectoryParcel } from '../../engine/data/trajectory';
export type { ParcelTrajectory, TrajectoryEvent, TrajectoryParcel };

/** A scan record of the parcel. */
export interface TrajectoryScan {
  scanType: string;
  scannedAt: Date | string;
  scannedBy: string;
  ownerSiteCode: string | null;
  verdict: string;
  node: string | null;
  refusalReason: string | null;
}

/** An audit entry of the order that is not a scan's move (those are the scans). */
export interface TrajectoryAudit {
  action: string;
  at: Date | string;
  username: string;
  operation: { kind: string; name: string; params?: Record<string, unknown> } | null;
}

/** A tracking event the last-mile carrier pushed (server/carriers/). */
export interface TrajectoryCarrierEvent {
  eventTime: Date | string;
  status: string;
  description: string;
  location: string | null;
}

/** The words of the schemas, in the person's language. */
export interface TrajectoryTexts {
  scanTitle(scanType: string): string;
  nodeTitle(node: string): string;
  operationTitle(name: string): string;
  placed: string;
  refused(scanTitle: string): string;
  labelPrinted(carrier: string, number: string): string;
  /** A carrier status's title: 揽收, Picked up. */
  carrierTitle(status: string): string;
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/**
 * The timeline of one parcel, oldest first (events at the same moment keep the order given: the order, scans, desk,
 * label, carrier).
 * @example trajectoryOf({ code: 'SF1', parcel, orderTime, scans, audits }, texts)
 *   // { code: 'SF1', parcel, events: [{ kind: 'order', title: '下单', … }, { kind: 'scan', title: '入库扫描 → 在库', … }] }
 */
export function trajectoryOf(
  input: { code: string; parcel: TrajectoryParcel | null; orderTime?: Date | string | null; createdBy?: string | null; tailPrintedAt?: Date | string | null; scans: TrajectoryScan[]; audits: TrajectoryAudit[]; carrierEvents?: TrajectoryCarrierEvent[] },
  texts: TrajectoryTexts,
): ParcelTrajectory {
  const { code, parcel } = input;
  if (!parcel) return { code, parcel: null, events: [] };
  const events: TrajectoryEvent[] = [];
  if (input.orderTime) events.push({ at: iso(input.orderTime), kind: 'order', title: texts.placed, detail: parcel.customerCode ?? undefined, site: parcel.ownerSiteCode, by: input.createdBy ?? null });
  for (const scan of input.scans) {
    const title = texts.scanTitle(scan.scanType);
    if (scan.verdict === 'refused') {
      events.push({ at: iso(scan.scannedAt), kind: 'refused', title: texts.refused(title), detail: scan.refusalReason ?? undefined, site: scan.ownerSiteCode, by: scan.scannedBy });
    } else {
      events.push({ at: iso(scan.scannedAt), kind: 'scan', title: scan.node ? `${title} → ${texts.nodeTitle(scan.node)}` : title, site: scan.ownerSiteCode, by: scan.scannedBy });
    }
  }
  for (const audit of input.audits) {
    if (!audit.operation || audit.operation.params?.scanCode !== undefined) continue;
    const reason = audit.operation.params?.reason;
    events.push({ at: iso(audit.at), kind: 'desk', title: texts.operationTitle(audit.operation.name), ...(typeof reason === 'string' && reason ? { detail: reason } : {}), by: audit.username });
  }
  if (input.tailPrintedAt && parcel.tailTrackingNo) {
    events.push({ at: iso(input.tailPrintedAt), kind: 'label', title: texts.labelPrinted(parcel.tailCarrierCode ?? '', parcel.tailTrackingNo) });
  }
  for (const event of input.carrierEvents ?? []) {
    const detail = [event.description, event.location].filter(Boolean).join(' · ');
    events.push({ at: iso(event.eventTime), kind: 'carrier', title: texts.carrierTitle(event.status), ...(detail ? { detail } : {}), by: parcel.tailCarrierCode });
  }
  // A stable sort: ties keep the order above.
  return { code, parcel, events: events.map((event, i) => ({ event, i })).sort((a, b) => a.event.at.localeCompare(b.event.at) || a.i - b.i).map(({ event }) => event) };
}

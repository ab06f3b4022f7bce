/**
 * A parcel's trajectory as POST /api/clearway/trajectory answers it (docs/api.md "Trajectory"): the server builds it
 * (server/operate/trajectory.ts), the trajectory widget draws it (widgets/parcel-trajectory/).
 */

/** One event of a parcel's timeline. */
export interface TrajectoryEvent {
  /** ISO 8601. */
  at: string;
  /** `carrier`: the last-mile carrier's tracking event (docs/api.md "Carrier events"). */
  kind: 'order' | 'scan' | 'refused' | 'desk' | 'label' | 'carrier';
  title: string;
  detail?: string;
  site?: string | null;
  by?: string | null;
}

/** The parcel a number names, as the timeline's header shows it. */
export interface TrajectoryParcel {
  id: number;
  orderCode: string;
  trackingNo: string | null;
  tailCarrierCode: string | null;
  tailTrackingNo: string | null;
  customerCode: string | null;
  consigneeCity: string | null;
  ownerSiteCode: string | null;
  orderStatus: string | null;
  operateNode: string | null;
  /** The two statuses in the person's words. */
  orderStatusTitle: string | null;
  operateNodeTitle: string | null;
}

export interface ParcelTrajectory {
  /** The number asked for. */
  code: string;
  parcel: TrajectoryParcel | null;
  events: TrajectoryEvent[];
}

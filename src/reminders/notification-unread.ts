/**
 * The bell's count of new notifications (docs/architecture.md, "The shell"): the current notifications published
 * (or started) after the person last opened "My notifications". When that was is remembered in the browser per
 * person; someone who never opened the page has every current notification new. No React here.
 */
import { local } from '../../engine/data/browser-storage';

/** Where notifications are read: the bell's entry opens it, and opening it marks them seen. */
export const MY_NOTIFICATIONS_PATH = '/mynotification';

/** How many of the newest current notifications the bell reads (more than this shows as "50+" by the badge). */
export const UNREAD_WINDOW = 50;

/** A notification as the count needs it (ISO 8601 times). */
export interface NotificationStamp {
  startTime: string;
  createdAt?: string;
}

/** When a notification reached its readers: published, or started, whichever is later. */
function arrivedAt(row: NotificationStamp): number {
  return Math.max(Date.parse(row.startTime) || 0, Date.parse(row.createdAt ?? '') || 0);
}

/**
 * How many notifications arrived after `seenAt` (ms since the epoch; undefined: never seen, all are new).
 * @example unreadCount([{ startTime: '2026-01-02T00:00:00Z' }], Date.parse('2026-01-01')); // 1
 */
export function unreadCount(rows: readonly NotificationStamp[], seenAt: number | undefined): number {
  return rows.filter((row) => seenAt === undefined || arrivedAt(row) > seenAt).length;
}

const seenKey = (person: string) => `clearway.notificationsSeen.${person}`;

/** When this person last opened My notifications. */
export function readSeenAt(person: string): number | undefined {
  try {
    const value = Number(local.getItem(seenKey(person)));
    return Number.isFinite(value) && value > 0 ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Remembers that this person has now seen their notifications. */
export function markSeen(person: string, now = Date.now()): void {
  try {
    local.setItem(seenKey(person), String(now));
  } catch {
    // Storage can be unavailable: the count then resets with the session only.
  }
}

/**
 * Relative periods of dashboards as the two ends of a date range, in the browser's time zone on a given day (pure:
 * `now` is given). A week starts on Monday, as the qids' week buckets do.
 */
import dayjs, { type Dayjs } from 'dayjs';
import type { DashboardPeriod } from '../../schema/dashboard-schema';

export const DASHBOARD_PERIODS: readonly DashboardPeriod[] = ['today', 'yesterday', 'last7days', 'last30days', 'thisWeek', 'thisMonth', 'thisYear'];

/** The first and last moment of a period. */
export function periodRange(period: DashboardPeriod, now: Date): [Date, Date] {
  const day = dayjs(now);
  const whole = (from: Dayjs, to: Dayjs): [Date, Date] => [from.startOf('day').toDate(), to.endOf('day').toDate()];
  switch (period) {
    case 'today':
      return whole(day, day);
    case 'yesterday':
      return whole(day.subtract(1, 'day'), day.subtract(1, 'day'));
    case 'last7days':
      return whole(day.subtract(6, 'day'), day);
    case 'last30days':
      return whole(day.subtract(29, 'day'), day);
    case 'thisWeek':
      return whole(day.subtract((day.day() + 6) % 7, 'day'), day);
    case 'thisMonth':
      return whole(day.startOf('month'), day);
    default:
      return whole(day.startOf('year'), day);
  }
}

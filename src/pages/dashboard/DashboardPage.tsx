import type { RouteEntry } from '../../../engine/schema/route-catalogue';
import DashboardSection from './DashboardSection';

/** A catalogue route drawn from its dashboard (schemas/dashboards): the chart reports and later summary pages. */
export default function DashboardPage({ route }: { route: RouteEntry }) {
  return <DashboardSection path={route.path} />;
}

import type { RouteEntry } from '../../../engine/schema/route-catalogue';
import { NotBuiltPage } from '../not-built/NotBuiltPage';

// Placeholder until the warehouse-system link lands.
export function WmsLaunchPage({ route }: { route: RouteEntry }) {
  return <NotBuiltPage route={route} />;
}

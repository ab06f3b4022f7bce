import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteEntry } from '../../engine/schema/route-catalogue';
import { SHELL_PAGE_PATHS, type ShellPagePath, type ToolPagePath } from '../../engine/schema/builtin-routes';

/**
 * The built pages that are not schema pages, by route path. A catalogue route with no page here (and, later, no
 * schema) shows the "not built yet" page. The keys are exactly engine/schema/builtin-routes.ts's SHELL_PAGE_PATHS
 * (checked by the compiler), so `npm run routes:report` knows them without loading React.
 */
const shellPages = {
  '/workbench': lazy(() => import('./workbench/WorkbenchPage')),
  '/mynotification': lazy(() => import('./my-notification/MyNotificationPage')),
  '/profile/index': lazy(() => import('./profile/ProfilePage')),
} satisfies Record<ShellPagePath, LazyExoticComponent<ComponentType>>;

/** The developer tools (docs/domain/devtool.md), each its own chunk, opened through the menu. */
const toolPages = {
  '/formdesign': lazy(() => import('./devtool/form-designer/FormDesignerPage')),
  '/forwardgenerator': lazy(() => import('./devtool/code-generator/ForwardGeneratorPage')),
  '/reversegenerator': lazy(() => import('./devtool/code-generator/ReverseGeneratorPage')),
} satisfies Record<ToolPagePath, LazyExoticComponent<ComponentType>>;

export const builtPages: Record<string, LazyExoticComponent<ComponentType>> = { ...shellPages, ...toolPages };

/** Routes every signed-in user may open, whatever their menu grants (the shell's own pages). */
export const ALWAYS_PERMITTED = new Set(['/', ...SHELL_PAGE_PATHS]);

/** The page of every schema route (src/pages/schema): one lazily loaded chunk with the engine's list page. */
export const SchemaListPage: LazyExoticComponent<ComponentType<{ route: RouteEntry }>> = lazy(() => import('./schema/SchemaListPage'));

/** The page of every dashboard route (src/pages/dashboard): its own chunk; ECharts loads only when a chart draws. */
export const DashboardPage: LazyExoticComponent<ComponentType<{ route: RouteEntry }>> = lazy(() => import('./dashboard/DashboardPage'));

/**
 * Fetches the schema pages' chunk (the engine's list, antd's table, Formily) while the browser is idle after the
 * layout has drawn, so the first schema page a person opens does not wait for it: nearly every screen is one.
 */
export function prefetchSchemaPages(win: Pick<Window, 'setTimeout'> & Partial<Pick<Window, 'requestIdleCallback'>> = window): void {
  const load = () => void import('./schema/SchemaListPage').catch(() => undefined);
  // After the first screen has settled, then at the next idle moment (Safari has no requestIdleCallback).
  win.setTimeout(() => (win.requestIdleCallback ? win.requestIdleCallback(load, { timeout: 5000 }) : load()), 1500);
}

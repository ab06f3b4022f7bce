import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { routeCatalogue } from '../../../../schemas/routes';
import { SHELL_PAGE_PATHS, TOOL_PAGE_PATHS } from '../../../../engine/schema/builtin-routes';
import { currentUserAtom } from '../../../session/session-atoms';
import { useSchemaIndex } from '../../schema/schema-index';
import { routeStatus, type RouteStatus } from './route-status';

const BUILT_PAGES: ReadonlySet<string> = new Set<string>([...SHELL_PAGE_PATHS, ...TOOL_PAGE_PATHS]);

/** The status of a route in the catalogue, with what the app's pages and the session's schema index draw. */
export function useRouteStatus(path: string): RouteStatus {
  const user = useAtomValue(currentUserAtom);
  const index = useSchemaIndex(user ? `${user.tenantCode}/${user.id}` : '');
  const schemaIdOf = index.status === 'ready' ? index.schemaIdOf : null;
  return useMemo(() => routeStatus(path, routeCatalogue, { pages: BUILT_PAGES, schemaIdOf }), [path, schemaIdOf]);
}

import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { routeCatalogue } from '../../../schemas/routes';
import { permittedPathSet } from '../../../engine/access/route-access';
import { findMenuByPath, menuTarget } from '../../../engine/access/menu-routes';
import { currentUserAtom, menuAuthorityAtom } from '../../session/session-atoms';
import { ALWAYS_PERMITTED, builtPages } from '../../pages/page-registry';
import { dashboardPathsOf, schemaPathsOf, useSchemaIndex } from '../../pages/schema/schema-index';
import type { ResolveContext } from './resolve-route';

const builtPaths = new Set(Object.keys(builtPages));

/** The user's view of the catalogue: roles, the menu's paths, the built and schema pages. */
export function useResolveContext(): ResolveContext {
  const user = useAtomValue(currentUserAtom);
  const authority = useAtomValue(menuAuthorityAtom);
  // The schema pages are the server's (fetched once per session): a schema file added at run time shows after a reload.
  const schemaIndex = useSchemaIndex(user ? `${user.tenantCode}/${user.id}` : '');
  return useMemo(() => {
    const menu = authority?.menu ?? [];
    return {
      catalogue: routeCatalogue,
      roles: user?.roles ?? [],
      permittedPaths: permittedPathSet(menu),
      builtPaths,
      schemaPaths: schemaPathsOf(schemaIndex),
      dashboardPaths: dashboardPathsOf(schemaIndex),
      alwaysPermitted: ALWAYS_PERMITTED,
      sectionTarget: (path: string) => {
        const entry = findMenuByPath(menu, path);
        return entry ? menuTarget(entry) : undefined;
      },
    };
  }, [user, authority, schemaIndex]);
}

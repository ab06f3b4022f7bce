import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { RouteEntry } from '../../../engine/schema/route-catalogue';
import { ADMIN_ROLE, buttonsForPath } from '../../../engine/access/route-access';
import type { AllowedButtons } from '../../../engine/actions/buttons-context';
import { createHttpEntitySource } from '../../../engine/data/entity-source';
import { EngineProvider } from '../../../engine/render/EngineProvider';
import { ListPage } from '../../../engine/render/list/ListPage';
import { toLanguage } from '../../../engine/render/localize';
import { http } from '../../app/http';
import { dataQuery } from '../../app/data-query';
import { currentUserAtom, menuAuthorityAtom } from '../../session/session-atoms';
import { NotBuiltPage } from '../not-built/NotBuiltPage';
import { PageSpinner } from '../PageSpinner';
import { schemaModelFor } from './schema-pages';
import { schemaActions, schemaComponents } from './schema-registries';
import { useEntityOverride } from './use-entity-override';
import { createUserSettingsStore } from './user-settings-store';

const settings = createUserSettingsStore(http);

/**
 * A catalogue route drawn from its entity schema: the engine's list page wired to the app — the HTTP client and
 * data query, the route's granted buttons (every button for ROLE_ADMIN), navigation, the language, and the
 * per-user settings store. The tenant's override of the schema (use-entity-override.ts) is applied first; the page
 * spinner shows while it loads.
 */
export default function SchemaListPage({ route }: { route: RouteEntry }) {
  const base = schemaModelFor(route.path);
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const user = useAtomValue(currentUserAtom);
  const authority = useAtomValue(menuAuthorityAtom);
  const sessionKey = user ? `${user.tenantCode}/${user.id}` : '';
  const model = useEntityOverride(base, { sessionKey });
  const buttons = useMemo<AllowedButtons>(
    () => (user?.roles.includes(ADMIN_ROLE) ? 'all' : buttonsForPath(authority?.menu ?? [], route.path)),
    [user, authority, route.path],
  );
  const source = useMemo(() => model && createHttpEntitySource(model, { http, dataQuery }), [model]);
  if (!base) return <NotBuiltPage route={route} />;
  if (!model || !source) return <PageSpinner />;
  return (
    <EngineProvider components={schemaComponents} dataQuery={dataQuery} language={toLanguage(i18n.language)} buttons={buttons} http={http} sessionKey={sessionKey || undefined}>
      <ListPage model={model} source={source} actions={schemaActions} navigate={navigate} settings={settings} />
    </EngineProvider>
  );
}

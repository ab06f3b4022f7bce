import { lazy, Suspense, useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { RouteEntry } from '../../../engine/schema/route-catalogue';
import { ADMIN_ROLE, buttonsForPath } from '../../../engine/access/route-access';
import type { AllowedButtons } from '../../../engine/actions/buttons-context';
import { createHttpEntitySource } from '../../../engine/data/entity-source';
import { EngineProvider } from '../../../engine/render/EngineProvider';
import { ListPage } from '../../../engine/render/list/ListPage';
import type { EntityModel } from '../../../engine/schema/entity-model';
import { toLanguage } from '../../../engine/render/localize';
import { http } from '../../app/http';
import { dataQuery } from '../../app/data-query';
import { currentUserAtom, menuAuthorityAtom } from '../../session/session-atoms';
import { NotBuiltPage } from '../not-built/NotBuiltPage';
import { PageSpinner } from '../PageSpinner';
import { SchemaFailedPage } from './SchemaFailedPage';
import { loadSchemaIndex, useSchemaIndex } from './schema-index';
import { schemaActions, schemaComponents } from './schema-registries';
import { loadSchemaModel, useSchemaModel } from './use-schema-model';
import { createUserSettingsStore } from './user-settings-store';
import { urlFilterValues } from '../../../engine/render/list/default-filters';

const settings = createUserSettingsStore(http);
/** The detail page (sections, child tabs, editable grids, history): its own chunk, so a list page does not load it. */
const DetailPage = lazy(() => import('../../../engine/render/detail/DetailPage').then((m) => ({ default: m.DetailPage })));
/** A detail page's child tables: their schemas fetched like a page's, their calls over the app's client. */
const loadChildModel = (entityId: string) => loadSchemaModel(entityId);
const childSource = (model: EntityModel) => createHttpEntitySource(model, { http, dataQuery });

/**
 * A catalogue route drawn from its entity schema: the engine's list page wired to the app — the HTTP client and
 * data query, the route's granted buttons (every button for ROLE_ADMIN), navigation, the language, and the
 * per-user settings store. The schema comes from the server when the page opens (schema-index.ts says which schema
 * the route has, use-schema-model.ts fetches it with the tenant's override merged); the page spinner shows while
 * either loads, and a clear error with a retry when one cannot. A route the index does not list is not built yet.
 */
export default function SchemaListPage({ route }: { route: RouteEntry }) {
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const user = useAtomValue(currentUserAtom);
  const authority = useAtomValue(menuAuthorityAtom);
  const sessionKey = user ? `${user.tenantCode}/${user.id}` : '';
  const index = useSchemaIndex(sessionKey);
  const schemaId = index.status === 'ready' ? index.schemaIdOf.get(route.path) : undefined;
  const loaded = useSchemaModel(schemaId);
  const model = loaded.status === 'ready' ? loaded.model : undefined;
  // A detail page (detail.route) acts with its list route's buttons: its child tables' lines are edited there.
  const detailId = model && model.schema.detail?.route === route.path ? Number(searchParams.get('id')) : undefined;
  const buttonPath = detailId !== undefined && model?.schema.route ? model.schema.route : route.path;
  const buttons = useMemo<AllowedButtons>(
    () => (user?.roles.includes(ADMIN_ROLE) ? 'all' : buttonsForPath(authority?.menu ?? [], buttonPath)),
    [user, authority, buttonPath],
  );
  const source = useMemo(() => model && createHttpEntitySource(model, { http, dataQuery }), [model]);
  // A link with list filters in its query string (a dashboard card) opens the list filtered.
  const initialFilters = useMemo(() => (model ? urlFilterValues(model.schema, searchParams, new Date()) : undefined), [model, searchParams]);
  if (index.status === 'failed') return <SchemaFailedPage route={route} message={index.message} retry={() => loadSchemaIndex(sessionKey, http, true)} />;
  if (index.status === 'ready' && !schemaId) return <NotBuiltPage route={route} />;
  if (loaded.status === 'failed') return <SchemaFailedPage route={route} message={loaded.message} retry={loaded.retry} />;
  if (!model || !source) return <PageSpinner />;
  return (
    <EngineProvider components={schemaComponents} dataQuery={dataQuery} language={toLanguage(i18n.language)} buttons={buttons} http={http} sessionKey={sessionKey || undefined}>
      {detailId !== undefined
        ? <Suspense fallback={<PageSpinner />}><DetailPage key={detailId} model={model} source={source} id={detailId} loadModel={loadChildModel} sourceFor={childSource} actions={schemaActions} navigate={navigate} settings={settings} /></Suspense>
        : <ListPage key={searchParams.toString()} model={model} source={source} actions={schemaActions} navigate={navigate} settings={settings} loadModel={loadChildModel} initialFilters={initialFilters} />}
    </EngineProvider>
  );
}

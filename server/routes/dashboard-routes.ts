import type { FastifyInstance } from 'fastify';
import type { DashboardLabels, DashboardSchema, DashboardWidget } from '../../engine/schema/dashboard-schema';
import { SHELL_PAGE_PATHS } from '../../engine/schema/builtin-routes';
import { valueTextsOf } from '../../engine/schema/value-texts';
import { loadDashboardFiles, loadEntityFiles } from '../../schemas/load-entity-files';
import { entitySchemaDirs } from '../config';
import { DashboardRegistry } from '../dashboards/dashboard-registry';
import { mayOpenRoute } from '../entity/entity-permissions';
import type { RequestDb } from '../entity/row-store';
import { AppError } from '../errors/app-error';
import { envelopeSchema, ok } from '../http/envelope';
import { requireUser, type SessionUser } from '../http/request-context';
import type { ServerContext } from './context';

const TAGS = ['dashboards'];
const SHELL_PAGES = new Set<string>(SHELL_PAGE_PATHS);

/**
 * The dashboards as the browser draws them (docs/api.md, "Dashboards"): the index of the dashboard routes the
 * caller may open, and one dashboard with only the widgets whose qids the caller may run and the value texts of its
 * labels filled in from the entity schemas. The files are read and checked when the server starts.
 */
export function registerDashboardRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const dashboards = new DashboardRegistry(loadDashboardFiles(entitySchemaDirs(ctx.config)), ctx.qids, loadEntityFiles(entitySchemaDirs(ctx.config)));
  const mayOpen = (db: RequestDb, user: SessionUser, dashboard: DashboardSchema) => SHELL_PAGES.has(dashboard.route) || mayOpenRoute(db, user, dashboard.route);

  app.get('/api/clearway/dashboards', {
    schema: { tags: TAGS, summary: 'The routes drawn from a dashboard that the caller may open: [{ route, dashboardId }]', response: { 200: envelopeSchema({}) } },
  }, async (request) => {
    const user = requireUser(request);
    const pages: { route: string; dashboardId: string }[] = [];
    for (const dashboard of dashboards.all()) if (await mayOpen(request.db, user, dashboard)) pages.push({ route: dashboard.route, dashboardId: dashboard.id });
    return ok(pages);
  });

  app.get<{ Params: { dashboardId: string } }>('/api/clearway/dashboards/:dashboardId', {
    schema: {
      tags: TAGS,
      summary: "A dashboard with the widgets the caller may read and its labels' value texts",
      params: { type: 'object', required: ['dashboardId'], properties: { dashboardId: { type: 'string', minLength: 1, maxLength: 100 } } },
      response: { 200: envelopeSchema({}) },
    },
  }, async (request) => {
    const user = requireUser(request);
    const dashboard = dashboards.get(request.params.dashboardId);
    if (!dashboard || !(await mayOpen(request.db, user, dashboard))) throw new AppError('NOT_FOUND', { what: `dashboard ${request.params.dashboardId}` });
    const widgets: DashboardWidget[] = [];
    for (const widget of dashboard.widgets) {
      const route = ctx.qids.get(widget.qid)?.route;
      if (!route || (await mayOpenRoute(request.db, user, route))) widgets.push(withValueTexts(widget, ctx));
    }
    return ok({ ...dashboard, widgets });
  });
}

/** A widget whose labels name an entity field, with that field's value texts as `values`. */
function withValueTexts(widget: DashboardWidget, ctx: ServerContext): DashboardWidget {
  const expand = (labels: DashboardLabels | undefined): DashboardLabels | undefined => {
    if (!labels?.entity || !labels.field) return labels;
    const schema = ctx.entities.get(labels.entity)?.schema;
    return { ...labels, values: { ...(schema ? valueTextsOf(schema, labels.field) : {}), ...labels.values } };
  };
  if (widget.type === 'chart') return { ...widget, labels: expand(widget.labels) };
  if (widget.type === 'table') return { ...widget, columns: widget.columns.map((column) => ({ ...column, labels: expand(column.labels) })) };
  return widget;
}

/**
 * The cross references of dashboard files that their JSON Schema cannot express (`npm run schemas:check`, the
 * server at start): the route is in the catalogue and has one dashboard; every widget's qid exists and has the fields
 * the widget reads and the filters the page passes it; links lead to catalogue routes, with filters the list there
 * has; labels name an entity field. Pure and React-free.
 */
import Ajv, { type ValidateFunction } from 'ajv';
import metaSchema from './dashboard-meta-schema.json';
import { filterParams, widgetFilters, type DashboardLabels, type DashboardLink, type DashboardSchema } from './dashboard-schema';
import type { EntityProblem } from './entity-check';
import type { EntitySchema } from './entity-schema';
import { labelledFields } from './value-texts';
import type { QidShape } from './ref-check';

/** What the check needs to know of the rest of the schemas. */
export interface DashboardCheckContext {
  /** Whether a path is a catalogue route. */
  hasRoute(path: string): boolean;
  qidShapes: Record<string, QidShape>;
  /** The list filter names of the entity schema drawn on a route (undefined: no entity page there, filters unchecked). */
  listFiltersOf(route: string): readonly string[] | undefined;
  /** An entity's field names that carry value texts (enum titles or lifecycle states); undefined: unknown entity. */
  labelledFieldsOf(entityId: string): readonly string[] | undefined;
}

/** The placeholders a link filter value may use besides plain text. */
const LINK_VALUE = /^(\$period|\$site|\$user\.(username|nickname|employeeCode)|\$row\.[a-z][A-Za-z0-9]*|[^$].*)?$/;

let validate: ValidateFunction | undefined;

/** The meta-schema's problems of one file, as pointer and message. */
export function dashboardFormatProblems(json: unknown): { path: string; message: string }[] {
  validate ??= new Ajv({ allErrors: true, allowUnionTypes: true }).compile(metaSchema);
  if (validate(json)) return [];
  return (validate.errors ?? []).map((e) => ({ path: e.instancePath, message: e.message ?? 'is invalid' }));
}

/** Every problem of every dashboard file: format first, then (for files whose format holds) the cross references. */
export function checkDashboardFiles(files: readonly { file: string; json: unknown }[], ctx: DashboardCheckContext): EntityProblem[] {
  const problems: EntityProblem[] = [];
  const routes = new Map<string, string>();
  const ids = new Map<string, string>();
  for (const { file, json } of files) {
    const format = dashboardFormatProblems(json);
    if (format.length) {
      problems.push(...format.map((p) => ({ file, ...p })));
      continue;
    }
    const dashboard = json as DashboardSchema;
    const add = (path: string, message: string) => problems.push({ file, path, message });
    if (ids.has(dashboard.id)) add('/id', `dashboard id ${dashboard.id} is taken by ${ids.get(dashboard.id)}`);
    ids.set(dashboard.id, file);
    if (routes.has(dashboard.route)) add('/route', `route ${dashboard.route} has a dashboard already (${routes.get(dashboard.route)})`);
    routes.set(dashboard.route, file);
    for (const problem of dashboardProblems(dashboard, ctx)) add(problem.path, problem.message);
  }
  return problems;
}

/** The cross-reference problems of one dashboard whose format is valid. */
export function dashboardProblems(dashboard: DashboardSchema, ctx: DashboardCheckContext): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  const add = (path: string, message: string) => problems.push({ path, message });
  if (!ctx.hasRoute(dashboard.route)) add('/route', `unknown route ${dashboard.route}`);
  const filterNames = (dashboard.filters ?? []).map((f) => f.name);
  filterNames.forEach((name, i) => {
    if (filterNames.indexOf(name) !== i) add(`/filters/${i}/name`, `filter ${name} is declared twice`);
  });
  const widgetIds = new Set<string>();
  dashboard.widgets.forEach((widget, i) => {
    const at = `/widgets/${i}`;
    if (widgetIds.has(widget.id)) add(`${at}/id`, `widget id ${widget.id} is used twice`);
    widgetIds.add(widget.id);
    for (const name of widget.filters ?? []) if (!filterNames.includes(name)) add(`${at}/filters`, `unknown page filter ${name}`);
    const shape = ctx.qidShapes[widget.qid];
    if (!shape) {
      add(`${at}/qid`, `unknown qid ${widget.qid}`);
      return;
    }
    const field = (path: string, name: string) => {
      if (!shape.fields.includes(name)) add(path, `qid ${widget.qid} has no field ${name}`);
    };
    const takes = (path: string, name: string, why: string) => {
      if (!shape.filters.includes(name)) add(path, `qid ${widget.qid} has no filter ${name} (${why})`);
    };
    for (const filter of widgetFilters(dashboard, widget)) {
      for (const param of filterParams(filter)) takes(`${at}/qid`, param, `page filter ${filter.name}; or leave it out of the widget's filters`);
    }
    if (widget.period) for (const param of ['from', 'to']) takes(`${at}/period`, param, 'the widget\'s period');
    for (const name of Object.keys(widget.params ?? {})) takes(`${at}/params/${name}`, name, 'a fixed parameter');
    if (widget.type === 'stat') {
      field(`${at}/value`, widget.value);
      if (widget.link) checkLink(widget.link, `${at}/link`, dashboard, ctx, add);
    } else if (widget.type === 'chart') {
      field(`${at}/x`, widget.x);
      widget.y.forEach((name, j) => field(`${at}/y/${j}`, name));
      if (widget.series) field(`${at}/series`, widget.series);
      if (widget.chart === 'pie' && widget.series) add(`${at}/series`, 'a pie has no series');
      for (const name of Object.keys(widget.yTitles ?? {})) if (!widget.y.includes(name)) add(`${at}/yTitles/${name}`, `${name} is not among y`);
      if (widget.labels) checkLabels(widget.labels, `${at}/labels`, ctx, add);
    } else {
      widget.columns.forEach((column, j) => {
        field(`${at}/columns/${j}/field`, column.field);
        if (column.labels) checkLabels(column.labels, `${at}/columns/${j}/labels`, ctx, add);
      });
      if (widget.rowLink) {
        checkLink(widget.rowLink, `${at}/rowLink`, dashboard, ctx, add);
        for (const [name, value] of Object.entries(widget.rowLink.filters ?? {})) {
          if (value.startsWith('$row.')) field(`${at}/rowLink/filters/${name}`, value.slice(5));
        }
      }
    }
  });
  return problems;
}

function checkLink(link: DashboardLink, at: string, dashboard: DashboardSchema, ctx: DashboardCheckContext, add: (path: string, message: string) => void): void {
  if (!ctx.hasRoute(link.route)) add(`${at}/route`, `unknown route ${link.route}`);
  const listFilters = ctx.listFiltersOf(link.route);
  for (const [name, value] of Object.entries(link.filters ?? {})) {
    if (listFilters && !listFilters.includes(name)) add(`${at}/filters/${name}`, `the list on ${link.route} has no filter ${name}`);
    if (!LINK_VALUE.test(value)) add(`${at}/filters/${name}`, `unknown placeholder ${value}`);
    if (value === '$site' && !(dashboard.filters ?? []).some((f) => f.type === 'site')) add(`${at}/filters/${name}`, '$site needs a site filter on the page');
  }
}

function checkLabels(labels: DashboardLabels, at: string, ctx: DashboardCheckContext, add: (path: string, message: string) => void): void {
  if (!labels.entity && !labels.values && !labels.qid) add(at, 'labels need an entity and field, a qid, or values');
  if (labels.qid) {
    const shape = ctx.qidShapes[labels.qid];
    if (!shape) add(`${at}/qid`, `unknown qid ${labels.qid}`);
    else if (!labels.value || !labels.label) add(at, 'labels from a qid name its value and label fields');
    else for (const key of ['value', 'label'] as const) if (!shape.fields.includes(labels[key]!)) add(`${at}/${key}`, `qid ${labels.qid} has no field ${labels[key]}`);
  }
  if (labels.entity) {
    const fields = ctx.labelledFieldsOf(labels.entity);
    if (!fields) add(`${at}/entity`, `unknown entity ${labels.entity}`);
    else if (!labels.field) add(`${at}/field`, 'labels of an entity name its field');
    else if (!fields.includes(labels.field)) add(`${at}/field`, `${labels.entity}.${labels.field} has no value texts (an enum with titles, or a lifecycle's states)`);
  }
}

/** The context from the other schema files: the catalogue, the entity schemas (by route and id), the qid files. */
export function dashboardCheckContext(hasRoute: (path: string) => boolean, entities: readonly { json: unknown }[], qidShapes: Record<string, QidShape>): DashboardCheckContext {
  const byRoute = new Map<string, EntitySchema>();
  const byId = new Map<string, EntitySchema>();
  for (const { json } of entities) {
    const schema = json as EntitySchema;
    if (typeof schema?.id !== 'string' || !schema.fields) continue;
    byId.set(schema.id, schema);
    if (typeof schema.route === 'string' && !byRoute.has(schema.route)) byRoute.set(schema.route, schema);
  }
  return {
    hasRoute,
    qidShapes,
    listFiltersOf: (route) => byRoute.get(route)?.list?.filters ?? (byRoute.has(route) ? [] : undefined),
    labelledFieldsOf: (id) => (byId.has(id) ? labelledFields(byId.get(id)!) : undefined),
  };
}

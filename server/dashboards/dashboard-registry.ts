/**
 * The dashboards the server serves (`schemas/dashboards/*.json`, docs/schemas.md "Dashboards"): read from the schema
 * folders at start and checked like `npm run schemas:check` does (format, route, qids and their fields and
 * filters, links, labels); the server refuses to start on a bad one, naming the file and the JSON pointer.
 */
import { checkDashboardFiles, dashboardCheckContext } from '../../engine/schema/dashboard-check';
import type { DashboardSchema } from '../../engine/schema/dashboard-schema';
import { routeCatalogue } from '../../schemas/routes';
import type { NamedSchemaFile } from '../../schemas/load-entity-files';
import type { QidRegistry } from '../qid/registry';

export class DashboardRegistry {
  private readonly byId = new Map<string, DashboardSchema>();

  /** @throws Error listing every problem of the files (`file: /pointer: message`). */
  /** `entityFiles`: the entity schema files of the same folders (routes' list filters, labels' fields). */
  constructor(files: readonly NamedSchemaFile[], qids: QidRegistry, entityFiles: readonly NamedSchemaFile[]) {
    const shapes = Object.fromEntries(qids.all().map((q) => [q.qid, { fields: Object.keys(q.fields), filters: Object.keys(q.filters ?? {}) }]));
    const ctx = dashboardCheckContext((path) => routeCatalogue.byPath(path) !== undefined, entityFiles, shapes);
    const problems = checkDashboardFiles(files, ctx);
    if (problems.length) throw new Error(`invalid dashboards:\n${problems.map((p) => `${p.file}: ${p.path || '/'}: ${p.message}`).join('\n')}`);
    for (const { json } of files) {
      const dashboard = json as DashboardSchema;
      this.byId.set(dashboard.id, dashboard);
    }
  }

  get(id: string): DashboardSchema | undefined {
    return this.byId.get(id);
  }

  all(): DashboardSchema[] {
    return [...this.byId.values()];
  }
}

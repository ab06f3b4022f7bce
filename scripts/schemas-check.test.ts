import { describe, expect, it } from 'vitest';
import { BUILT_IN_ACTIONS } from '../engine/actions/index';
import { ACTION_NAMES } from '../engine/schema/entity-check';
import { checkSchemas, formatProblem, repositoryInput, type SchemasInput } from './schemas-check';

/** A deep copy of the repository's files, to break. */
function copy(): SchemasInput {
  return structuredClone(repositoryInput());
}

function json(files: SchemasInput['entityFiles'], name: string): any {
  return files.find(({ file }) => file.endsWith(name))!.json;
}

function lines(input: SchemasInput): string[] {
  return checkSchemas(input).problems.map(formatProblem);
}

describe('checkSchemas', () => {
  it('finds no problem in the repository', () => {
    const report = checkSchemas(repositoryInput());
    expect(report.problems).toEqual([]);
    expect(report.entities).toBeGreaterThanOrEqual(2);
    expect(report.routes).toBeGreaterThan(100);
    expect(report.queries).toBeGreaterThan(0);
  });

  it('checks the dashboards against the qids and the catalogue, and a qid\'s route', () => {
    const input = copy();
    expect(checkSchemas(input).dashboards).toBeGreaterThanOrEqual(4);
    json(input.dashboardFiles!, 'chart-report-bar.json').widgets[0].qid = 'STAT_NOTHING';
    json(input.qidFiles, 'stat-claims.json').route = '/noSuchPage';
    expect(lines(input)).toEqual([
      'schemas/queries/stat-claims.json: /route: unknown route /noSuchPage',
      'schemas/dashboards/chart-report-bar.json: /widgets/0/qid: unknown qid STAT_NOTHING',
    ]);
  });

  it('reports broken entity files as file: pointer: message', () => {
    const input = copy();
    json(input.entityFiles, 'carrier.json').fields.status['x-dict'] = 'lockStat';
    json(input.entityFiles, 'sysparam.json').fields.remark.type = 'text';
    expect(lines(input)).toEqual([
      expect.stringMatching(/^schemas\/admin\/sysparam\.json: \/fields\/remark\/type: must be equal to one of the allowed values/),
      'schemas/base/carrier.json: /fields/status/x-dict: unknown dictionary "lockStat"',
    ]);
  });

  it('reports a broken route file, and a route cross reference', () => {
    const input = copy();
    const admin = json(input.routeFiles, 'admin.json');
    admin.routes[0].hidden = 'yes';
    expect(lines(input)).toContainEqual(expect.stringMatching(/^schemas\/routes\/admin\.json: \/routes\/0\/hidden: .*must be boolean/));

    const again = copy();
    const routes = json(again.routeFiles, 'admin.json').routes;
    routes.push({ ...routes[1], name: 'anotherName', titleKey: 'route.anotherName' });
    expect(lines(again)).toContainEqual(expect.stringMatching(/^schemas\/routes\/admin\.json: \/routes\/\d+: \(\/[^)]*\) duplicate path/));
  });

  it('checks entity routes against the catalogue it builds', () => {
    const input = copy();
    json(input.entityFiles, 'sysparam.json').route = '/sysparams';
    expect(lines(input)).toEqual(['schemas/admin/sysparam.json: /route: "/sysparams" is not in the route catalogue']);
  });

  it('reports broken qid files, and the registry\'s own checks', () => {
    const input = copy();
    input.qidFiles[0]!.json = { ...(input.qidFiles[0]!.json as object), from: 'Bad Table' };
    const second = input.qidFiles[1]!.json as { sortable?: string[] };
    second.sortable = [...(second.sortable ?? []), 'noSuchField'];
    const problems = lines(input);
    expect(problems).toContainEqual(`${input.qidFiles[0]!.file}: /from: must match pattern "^[a-z][A-Za-z0-9]*$"`);
    expect(problems).toContainEqual(`${input.qidFiles[1]!.file}: /: sortable field noSuchField is not among the fields`);
  });

  it('checks components and actions against the registries the app renders with', () => {
    const input = copy();
    expect(input.components).toEqual(expect.arrayContaining(['Input', 'Input.TextArea', 'Select', 'DictSelect']));
    json(input.entityFiles, 'carrier.json').fields.carrierName['x-component'] = 'ScanBoks';
    json(input.entityFiles, 'carrier.json').actions.create.action = 'add';
    expect(lines(input)).toEqual([
      'schemas/base/carrier.json: /fields/carrierName/x-component: unknown component "ScanBoks"',
      'schemas/base/carrier.json: /actions/create/action: unknown action "add"',
    ]);
  });

  it('keeps the React-free action names of entity-check.ts in step with the action registry', () => {
    expect([...ACTION_NAMES].sort()).toEqual([...BUILT_IN_ACTIONS].sort());
  });

  it('refuses a base entity whose list qid is also a qid file', () => {
    const input = copy();
    json(input.entityFiles, 'carrier.json').api.list.qid = 'FIND_CUSTOMER';
    expect(lines(input)).toEqual([expect.stringMatching(/^schemas\/base\/carrier\.json: \/api\/list\/qid: "FIND_CUSTOMER" is also defined/)]);
  });
});

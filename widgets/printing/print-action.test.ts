// @vitest-environment jsdom
import DOMPurify from 'dompurify';
import sheetTailPathPrint from '../../schemas/operate/sheet-tail-path-print.json';
import declarationPrint from '../../schemas/operate/declaration-print.json';
import demoTemplates from '../../schemas/print/demo/order-template.json';
import demoTypes from '../../schemas/print/demo/order-template-type.json';
import { createActionRegistry } from '../../engine/actions/index';
import { testEnvironment, type TestEnvironment } from '../../engine/actions/test-environment';
import type { Row, RowResults } from '../../engine/data/entity-source';
import type { ActionSpec } from '../../engine/schema/entity-schema';
import type { HtmlPurifier } from '../../engine/validation/sanitize-html';
import { registerWidgetActions } from '../index';
import { createPrintAction, PRINT_ACTION, printAction } from './print-action';
import { PrintError } from './print-error';
import type { PrintDocument, PrintService } from './print-service';
import { DEFAULT_TEMPLATES_QID, TEMPLATE_PAPER_QID } from './print-templates';

/** A print service double: records the documents, or fails with `failure`. */
function fakeService(failure?: PrintError) {
  const printed: PrintDocument[] = [];
  const service = {
    print: vi.fn(async (documents: PrintDocument[]) => {
      if (failure) throw failure;
      printed.push(...documents);
      return { printer: 'Label', replies: documents.map((_, i) => ({ requestID: i + 1, status: 'ok' as const })) };
    }),
  } as unknown as PrintService;
  return { service, printed };
}

type Table = Record<string, unknown>[];
const TEMPLATES = demoTemplates.rows.demo as Table;
const TYPES = demoTypes.rows.demo as Table;
const GOODS: Table = [
  { orderId: 1, gnum: 1, itemName: '保湿面霜 50ml', qty: 2, hsCode: '3304990099', price: 100, totalPrice: 200 },
  { orderId: 1, gnum: 2, itemName: '婴儿奶粉 800g', qty: 1, hsCode: '0402290000', price: 300, totalPrice: 300 },
  { orderId: 2, gnum: 1, itemName: '维生素 C', qty: 3, hsCode: '2936270000', price: 50, totalPrice: 150 },
];

/**
 * The generic data query as the server answers the print qids (schemas/queries/print-template-*.json): the enabled
 * defaults of a type, an enabled type's paper, and goods lines by order; every call recorded.
 */
function fakeQuery(templates: Table = TEMPLATES, types: Table = TYPES) {
  const calls: [string, Record<string, unknown>][] = [];
  const query = vi.fn(async (qid: string, filters: Record<string, unknown>, pageSize: number): Promise<Row[]> => {
    calls.push([qid, filters]);
    const rows: Table = qid === DEFAULT_TEMPLATES_QID ? templates.filter((t) => t.typeCode === filters.typeCode && t.isDefault === 1 && t.status === '1')
      : qid === TEMPLATE_PAPER_QID ? types.filter((t) => t.typeCode === filters.typeCode && t.status === '1')
      : GOODS.filter((line) => line.orderId === filters.orderId);
    return rows.slice(0, pageSize) as Row[];
  });
  return { query, calls };
}

const SF = { id: 1, orderCode: 'CW261126000001', trackingNo: 'CL261126000001', tailCarrierCode: 'SF', tailTrackingNo: 'SF1400000322863', consignee: '王芳', consigneeTelephone: '13812345678', consigneeCity: '深圳市', _labels: { customerCode: '示例贸易' } };
const JD = { id: 2, orderCode: 'CW261126000002', trackingNo: 'CL261126000002', tailCarrierCode: 'jd ', tailTrackingNo: 'JDVA30001838291', consignee: '李雷' };
const KERRY = { id: 3, orderCode: 'CW261126000003', trackingNo: 'CL261126000003', tailCarrierCode: 'HBKERRY', consignee: '韩梅梅' };
const NO_CARRIER = { id: 4, orderCode: 'CW261126000004', trackingNo: 'CL261126000004', tailCarrierCode: null };

const TAIL: Partial<ActionSpec> = { template: { type: 'TAIL_LABEL', carrierField: 'tailCarrierCode' } };
const DECL: Partial<ActionSpec> = { template: { type: 'DECL_SHEET' }, lines: { goods: { qid: 'FIND_DECLARATION_PRINT_GOODS', parent: 'orderId' } } };

interface Run {
  row?: Row;
  selection?: Row[];
  spec?: Partial<ActionSpec>;
  schema?: unknown;
  query?: ReturnType<typeof fakeQuery>['query'] | null;
  setUp?: (env: TestEnvironment) => void;
}

async function run(service: PrintService, given: Run, language: 'zh' | 'en' = 'zh') {
  const env = testEnvironment(given.schema ?? sheetTailPathPrint, given.selection ?? [], language);
  if (given.query !== null) env.query = given.query ?? fakeQuery().query;
  given.setUp?.(env);
  const action = createPrintAction({ service: () => service, purifier: () => DOMPurify as unknown as HtmlPurifier });
  await action.run({ env, spec: { action: PRINT_ACTION, ...given.spec }, row: given.row, selection: given.selection ?? [] });
  return env;
}

describe('the print action', () => {
  it('is registered by registerWidgetActions as "print", acting on the chosen rows', () => {
    const registry = createActionRegistry();
    registerWidgetActions(registry);
    expect(registry.require('print')).toBe(printAction);
    expect(printAction.scope).toBe('batch');
  });

  it("fills each row's carrier's enabled default template of the type and sends the HTML on the type's paper", async () => {
    const { service, printed } = fakeService();
    const { query, calls } = fakeQuery();
    const env = await run(service, { selection: [SF, JD], spec: TAIL, query });
    expect(printed.map((d) => d.templateId)).toEqual(['SF-TAIL-150', 'JD-TAIL-150']);
    expect(printed.map((d) => d.content && { paper: d.content.paper, orientation: d.content.orientation })).toEqual([{ paper: '100x150', orientation: 'portrait' }, { paper: '100x150', orientation: 'portrait' }]);
    const [sf, jd] = printed.map((d) => d.content!.html);
    expect(sf).toContain('顺丰速运');
    expect(sf).toContain('SF1400000322863');
    expect(sf).toContain('示例贸易');
    // The phone is printed masked whoever prints (it is on the outside of the parcel).
    expect(sf).toContain('138****5678');
    expect(sf).not.toContain('13812345678');
    expect(jd).toContain('京东物流');
    expect(jd).toContain('JDVA30001838291');
    // SF's old label is neither enabled nor the default: never chosen. The templates are read once for the type.
    expect(calls.filter(([qid]) => qid === DEFAULT_TEMPLATES_QID)).toEqual([[DEFAULT_TEMPLATES_QID, { typeCode: 'TAIL_LABEL' }]]);
    expect(env.events).toEqual(['success:已发送 2 个打印任务到 Label']);
  });

  it('prints a type without carriers with its one default (A4 landscape for the customs declaration)', async () => {
    const { service, printed } = fakeService();
    await run(service, { row: { ...SF, consigneeIdNumber: '440301199001011234' }, spec: { template: { type: 'CUSTOMS_DECL' } } });
    expect(printed).toHaveLength(1);
    expect(printed[0]).toMatchObject({ templateId: 'CUSTOMS-A4-L', content: { paper: 'A4', orientation: 'landscape' } });
    expect(printed[0]!.content!.html).toContain('440301199001011234');
  });

  it('names the rows without a template in one warning and prints the rest', async () => {
    const { service, printed } = fakeService();
    const env = await run(service, { selection: [SF, KERRY, NO_CARRIER], spec: TAIL }, 'en');
    expect(printed.map((d) => d.templateId)).toEqual(['SF-TAIL-150']);
    expect(env.events).toEqual([
      'warning:No enabled default print template (TAIL_LABEL), not printed: CW261126000003（HBKERRY）, CW261126000004（—）',
      'success:1 print jobs sent to Label',
    ]);
  });

  it('prints nothing of a type the tenant has not enabled, and says so once', async () => {
    const { service } = fakeService();
    const types = TYPES.map((t) => (t.typeCode === 'TAIL_LABEL' ? { ...t, status: '0' } : t));
    const env = await run(service, { selection: [SF, JD], spec: TAIL, query: fakeQuery(TEMPLATES, types).query });
    expect(service.print).not.toHaveBeenCalled();
    expect(env.events).toEqual(['warning:没有启用的默认打印模板（TAIL_LABEL），未打印：CW261126000001（SF）、CW261126000002（jd）']);
  });

  it("reads each row's lines through the qid the schema names and lists them on the sheet", async () => {
    const { service, printed } = fakeService();
    const { query, calls } = fakeQuery();
    await run(service, { schema: declarationPrint, selection: [SF, JD], spec: DECL, query });
    expect(calls).toEqual(expect.arrayContaining([['FIND_DECLARATION_PRINT_GOODS', { orderId: 1 }], ['FIND_DECLARATION_PRINT_GOODS', { orderId: 2 }]]));
    expect(printed.map((d) => d.templateId)).toEqual(['DECL-A4', 'DECL-A4']);
    const [first, second] = printed.map((d) => d.content!.html);
    expect(first).toContain('保湿面霜 50ml');
    expect(first).toContain('婴儿奶粉 800g');
    expect(first).not.toContain('维生素 C');
    expect(second).toContain('维生素 C');
    expect(first).toMatch(/<tr><td>1<\/td><td><\/td><td>保湿面霜 50ml<\/td><td>3304990099<\/td><td>2<\/td><td>100<\/td><td>200<\/td><\/tr>/);
  });

  it('takes lines from the row\'s detail read when the schema says "detail", by the row field `by` otherwise', async () => {
    const { service, printed } = fakeService();
    const layout = '<div>{{unitCode}}{{#parcels}}<p>{{trackingNo}}</p>{{/parcels}}</div>';
    const templates = [{ templateCode: 'HO', typeCode: 'HANDOVER_LIST', carrierCode: null, isDefault: 1, status: '1', layout }];
    const unit = { id: 9, unitCode: 'BAG001' };
    await run(service, {
      row: unit, spec: { template: { type: 'HANDOVER_LIST' }, lines: { parcels: 'detail' } }, query: fakeQuery(templates).query,
      setUp: (env) => {
        env.source.detail = vi.fn(async (id: number) => ({ id, unitCode: 'BAG001', parcels: [{ trackingNo: 'CL1' }, { trackingNo: 'CL2' }] }));
      },
    });
    expect(printed[0]!.content!.html).toBe('<div>BAG001<p>CL1</p><p>CL2</p></div>');

    const { query, calls } = fakeQuery(templates);
    await run(fakeService().service, { row: unit, spec: { template: { type: 'HANDOVER_LIST' }, lines: { parcels: { qid: 'FIND_UNIT_PARCELS', parent: 'loadUnitCode', by: 'unitCode' } } }, query });
    expect(calls).toContainEqual(['FIND_UNIT_PARCELS', { loadUnitCode: 'BAG001' }]);
  });

  it('escapes values, removes what purifying removes, and prints an unknown placeholder as nothing', async () => {
    const { service, printed } = fakeService();
    const layout = '<div><b>{{consignee}}</b>[{{noSuchField}}]<script>alert(1)</script><img src="x" onerror="alert(2)"></div>';
    const templates = [{ templateCode: 'X', typeCode: 'TAIL_LABEL', carrierCode: 'SF', isDefault: 1, status: '1', layout }];
    await run(service, { row: { ...SF, consignee: '<img src=y onerror=alert(3)>' }, spec: TAIL, query: fakeQuery(templates).query });
    expect(printed[0]!.content!.html).toBe('<div><b>&lt;img src=y onerror=alert(3)&gt;</b>[]<img src="x"></div>');
  });

  it('prints the row of a row action only', async () => {
    const { service, printed } = fakeService();
    await run(service, { row: JD, selection: [SF], spec: TAIL });
    expect(printed.map((d) => d.templateId)).toEqual(['JD-TAIL-150']);
  });

  it('asks for a choice when nothing is chosen, and prints nothing', async () => {
    const { service } = fakeService();
    expect((await run(service, { spec: TAIL })).events).toEqual(['warning:请先选择要打印的记录']);
    expect(service.print).not.toHaveBeenCalled();
  });

  it('refuses to print without a template type or without the data query', async () => {
    const { service } = fakeService();
    expect((await run(service, { selection: [SF] })).events).toEqual(['error:此页面的打印没有指定模板类型，无法打印']);
    expect((await run(service, { selection: [SF], spec: TAIL, query: null })).events).toEqual(['error:此页面的打印没有指定模板类型，无法打印']);
    expect(service.print).not.toHaveBeenCalled();
  });

  it("shows spec 01 §8's alert when the print component is not started", async () => {
    const { service } = fakeService(new PrintError('componentNotStarted'));
    expect((await run(service, { selection: [SF], spec: TAIL })).events).toEqual(['error:连接打印组件失败，请确认本地打印组件已启动']);
  });

  it("shows spec 01 §8's alert when the browser has no WebSocket", async () => {
    const { service } = fakeService(new PrintError('noWebSocket'));
    expect((await run(service, { selection: [SF], spec: TAIL }, 'en')).events).toEqual(['error:This browser does not support WebSocket: group-buying platform e-waybills cannot be printed']);
  });

  it('tells a failed template read and prints nothing', async () => {
    const { service } = fakeService();
    const query = vi.fn(async () => {
      throw new Error('network down');
    });
    expect((await run(service, { selection: [SF], spec: TAIL, query })).events).toEqual(['error:network down']);
    expect(service.print).not.toHaveBeenCalled();
  });
});

describe('the print action with a preparing command (`command`)', () => {
  const answer = (rows: RowResults['rows']): RowResults => ({ summary: '打印：成功 1 条，1 条未执行：未确认', done: rows.filter((r) => r.ok).length, refused: rows.filter((r) => !r.ok).length, rows });

  it('runs the command on the rows with a template only, and prints the accepted ones with its answer filled in', async () => {
    const { service, printed } = fakeService();
    const unnumbered = { ...SF, tailTrackingNo: null };
    const command = vi.fn(async () => answer([{ id: 1, ok: true, result: { tailTrackingNo: 'SF1400000322864', tailPrintCount: 1 } }, { id: 2, ok: false, message: '未确认' }]));
    const env = await run(service, { selection: [unnumbered, JD, KERRY], spec: { ...TAIL, command: 'printTail' }, setUp: (e) => { e.source.command = command; } });
    // KERRY has no template: not given a number it would not print.
    expect(command).toHaveBeenCalledWith('printTail', [unnumbered, JD], {}, expect.any(String));
    expect(printed.map((d) => d.templateId)).toEqual(['SF-TAIL-150']);
    expect(printed[0]!.content!.html).toContain('SF1400000322864');
    expect(env.events).toEqual([
      'warning:没有启用的默认打印模板（TAIL_LABEL），未打印：CW261126000003（HBKERRY）',
      'warning:打印：成功 1 条，1 条未执行：未确认',
      'refresh',
      'success:已发送 1 个打印任务到 Label',
    ]);
  });

  it('runs no command when no row has a template', async () => {
    const { service } = fakeService();
    const command = vi.fn();
    await run(service, { selection: [KERRY], spec: { ...TAIL, command: 'printTail' }, setUp: (e) => { e.source.command = command; } });
    expect(command).not.toHaveBeenCalled();
    expect(service.print).not.toHaveBeenCalled();
  });

  it('prints nothing when the command fails as a whole', async () => {
    const { service, printed } = fakeService();
    const env = await run(service, { selection: [SF], spec: { ...TAIL, command: 'printTail' }, setUp: (e) => { e.source.command = vi.fn(async () => { throw new Error('network down'); }); } });
    expect(printed).toEqual([]);
    expect(env.events).toEqual(['error:network down']);
  });
});

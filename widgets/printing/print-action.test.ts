import carrier from '../../schemas/base/carrier.json';
import { createActionRegistry } from '../../engine/actions/index';
import { testEnvironment } from '../../engine/actions/test-environment';
import type { ActionSpec } from '../../engine/schema/entity-schema';
import { registerWidgetActions } from '../index';
import { createPrintAction, PRINT_ACTION, printAction } from './print-action';
import { PrintError } from './print-error';
import type { PrintDocument, PrintService } from './print-service';

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

const SF = { id: 1, version: 1, carrierCode: 'SF', carrierName: '顺丰速运' };
const JD = { id: 2, version: 1, carrierCode: 'JD', carrierName: '京东物流' };
const EMS = { id: 3, version: 1, carrierCode: 'EMS', carrierName: '中国邮政 EMS' };

function run(service: PrintService, extra: { row?: Record<string, unknown>; selection?: Record<string, unknown>[]; spec?: Partial<ActionSpec> }, language: 'zh' | 'en' = 'zh') {
  const env = testEnvironment(carrier, [SF, JD, EMS], language);
  const done = createPrintAction(() => service).run({ env, spec: { action: PRINT_ACTION, ...extra.spec }, row: extra.row, selection: extra.selection ?? [] });
  return done.then(() => env.events);
}

describe('the print action', () => {
  it('is registered by registerWidgetActions as "print", acting on the chosen rows', () => {
    const registry = createActionRegistry();
    registerWidgetActions(registry);
    expect(registry.require('print')).toBe(printAction);
    expect(printAction.scope).toBe('batch');
  });

  it("prints each chosen row with its carrier's template, the row as the data", async () => {
    const { service, printed } = fakeService();
    const events = await run(service, { selection: [SF, JD] });
    expect(printed).toEqual([{ templateId: 'SF-100x150', data: SF }, { templateId: 'JD-100x150', data: JD }]);
    expect(events).toEqual(['success:已发送 2 个打印任务到 Label']);
  });

  it('prints the row of a row action', async () => {
    const { service, printed } = fakeService();
    await run(service, { row: JD, selection: [SF] });
    expect(printed.map((d) => d.templateId)).toEqual(['JD-100x150']);
  });

  it('reads the carrier code from the field the schema names in target', async () => {
    const { service, printed } = fakeService();
    await run(service, { selection: [{ id: 9, expressCompany: 'yto' }], spec: { target: 'expressCompany' } });
    expect(printed.map((d) => d.templateId)).toEqual(['YTO-100x150']);
  });

  it('names the carriers without a template and prints the rest', async () => {
    const { service, printed } = fakeService();
    const events = await run(service, { selection: [SF, EMS] }, 'en');
    expect(printed).toHaveLength(1);
    expect(events).toEqual(['warning:Carrier EMS has no e-waybill template', 'success:1 print jobs sent to Label']);
  });

  it('asks for a choice when nothing is chosen, and prints nothing', async () => {
    const { service } = fakeService();
    expect(await run(service, {})).toEqual(['warning:请先选择要打印的记录']);
    expect(service.print).not.toHaveBeenCalled();
  });

  it("shows spec 01 §8's alert when the print component is not started", async () => {
    const { service } = fakeService(new PrintError('componentNotStarted'));
    expect(await run(service, { selection: [SF] })).toEqual(['error:连接打印组件失败，请确认本地打印组件已启动']);
  });

  it("shows spec 01 §8's alert when the browser has no WebSocket", async () => {
    const { service } = fakeService(new PrintError('noWebSocket'));
    expect(await run(service, { selection: [SF] }, 'en')).toEqual(['error:This browser does not support WebSocket: group-buying platform e-waybills cannot be printed']);
  });
});

describe('the print action with a preparing command (`command`)', () => {
  it('runs the command on the rows first and prints the accepted ones with what it answered merged in', async () => {
    const { service, printed } = fakeService();
    const env = testEnvironment(carrier, [SF, JD], 'zh');
    const command = vi.fn(async () => ({ summary: '打印：成功 1 条，1 条未执行：未确认', done: 1, refused: 1, rows: [{ id: 1, ok: true, result: { tailTrackingNo: 'SF261126000001', tailPrintCount: 1 } }, { id: 2, ok: false, message: '未确认' }] }));
    env.source.command = command;
    await createPrintAction(() => service).run({ env, spec: { action: PRINT_ACTION, command: 'printTail' }, selection: [SF, JD] });
    expect(command).toHaveBeenCalledWith('printTail', [SF, JD], {}, expect.any(String));
    expect(printed).toEqual([{ templateId: 'SF-100x150', data: { ...SF, tailTrackingNo: 'SF261126000001', tailPrintCount: 1 } }]);
    expect(env.events).toContain('warning:打印：成功 1 条，1 条未执行：未确认');
  });

  it('prints nothing when the command fails as a whole', async () => {
    const { service, printed } = fakeService();
    const env = testEnvironment(carrier, [SF], 'zh');
    env.source.command = vi.fn(async () => { throw new Error('network down'); });
    await createPrintAction(() => service).run({ env, spec: { action: PRINT_ACTION, command: 'printTail' }, selection: [SF] });
    expect(printed).toEqual([]);
    expect(env.events.some((event) => event.startsWith('error:'))).toBe(true);
  });
});

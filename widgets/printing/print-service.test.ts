import type { PrintClient, PrintClientSnapshot } from './print-client';
import { PrintError } from './print-error';
import type { PrintJob } from './print-protocol';
import { createPrinterNameStore } from './printer-name';
import { createPrintService, resolvePrinter } from './print-service';

/** A client double: a fixed printer list; print records each job. */
function fakeClient(snapshot: Partial<PrintClientSnapshot> = {}) {
  const jobs: PrintJob[] = [];
  const state: PrintClientSnapshot = { state: 'open', printers: ['A4', 'Label'], defaultPrinter: 'A4', ...snapshot };
  const client: PrintClient = {
    connect: () => undefined,
    close: () => undefined,
    subscribe: () => () => undefined,
    getSnapshot: () => state,
    listPrinters: vi.fn(async () => ({ printers: state.printers, defaultPrinter: state.defaultPrinter })),
    print: vi.fn(async (job: PrintJob) => {
      jobs.push(job);
      return { requestID: jobs.length, status: 'ok' as const };
    }),
  };
  return { client, jobs };
}

const memoryName = (name?: string) => createPrinterNameStore({ read: () => name, write: () => undefined });

describe('resolvePrinter', () => {
  it('takes the chosen printer while the component lists it', () => {
    expect(resolvePrinter('Label', { printers: ['A4', 'Label'], defaultPrinter: 'A4' })).toBe('Label');
  });
  it('falls back to the default printer, then the first, when the chosen one is gone or none was chosen', () => {
    expect(resolvePrinter('Gone', { printers: ['A4', 'Label'], defaultPrinter: 'Label' })).toBe('Label');
    expect(resolvePrinter(undefined, { printers: ['A4', 'Label'] })).toBe('A4');
  });
  it('trusts the chosen printer before the list is known, and has none when nothing is known', () => {
    expect(resolvePrinter('Label', { printers: [] })).toBe('Label');
    expect(resolvePrinter(undefined, { printers: [] })).toBeUndefined();
  });
});

describe('print service', () => {
  it('prints each document on the chosen printer', async () => {
    const { client, jobs } = fakeClient();
    const service = createPrintService({ client, printerName: memoryName('Label') });
    const result = await service.print([{ templateId: 'SF-100x150', data: { n: 1 } }, { templateId: 'JD-100x150', data: { n: 2 } }]);
    expect(result.printer).toBe('Label');
    expect(jobs).toEqual([
      { printer: 'Label', templateId: 'SF-100x150', data: { n: 1 } },
      { printer: 'Label', templateId: 'JD-100x150', data: { n: 2 } },
    ]);
    expect(client.listPrinters).not.toHaveBeenCalled();
  });

  it('asks for the printers first when it does not know them yet', async () => {
    const { client, jobs } = fakeClient({ state: 'connecting' });
    await createPrintService({ client, printerName: memoryName() }).print([{ templateId: 'T', data: {} }]);
    expect(client.listPrinters).toHaveBeenCalled();
    expect(jobs[0]!.printer).toBe('A4');
  });

  it('refuses when the component has no printer', async () => {
    const { client } = fakeClient({ printers: [], defaultPrinter: undefined });
    await expect(createPrintService({ client, printerName: memoryName() }).print([{ templateId: 'T', data: {} }])).rejects.toEqual(new PrintError('noPrinter'));
  });

  it('prints a test page naming the printer, in the language asked', async () => {
    const { client, jobs } = fakeClient();
    const { printer } = await createPrintService({ client, printerName: memoryName() }).printTestPage('zh');
    expect(printer).toBe('A4');
    expect(jobs[0]).toMatchObject({ printer: 'A4', templateId: 'CLEARWAY-TEST-PAGE', data: { title: 'Clearway 打印测试页', printer: 'A4' } });
  });
});

/**
 * Printing as the rest of the app uses it, with no React: the client (the connection), the chosen printer, and the
 * rule that picks the printer a job goes to. `usePrinter()` gives the same to components; the `print` action uses it.
 *
 * @example
 * const service = createPrintService({ client: createPrintClient(), printerName: createPrinterNameStore() });
 * await service.print([{ templateId: 'SF-TAIL-150', content: { html: '<div>SF1400000318001</div>', paper: '100x150' } }]);
 */
import type { PrintClient, PrintClientSnapshot } from './print-client';
import { PrintError } from './print-error';
import type { PrintJob, PrintReply } from './print-protocol';
import type { PrinterNameStore } from './printer-name';
import { printText, type PrintLanguage } from './print-texts';

/** The template of the test page the settings panel prints: the component's own, filled with the page's `data`. */
export const TEST_PAGE_TEMPLATE_ID = 'CLEARWAY-TEST-PAGE';

/** A document to print: the printer is the service's to choose. */
export type PrintDocument = Omit<PrintJob, 'printer'>;

export interface PrintService {
  readonly client: PrintClient;
  readonly printerName: PrinterNameStore;
  /** Sends each document to {@link resolvePrinter}'s printer; resolves with the printer and the answers. @throws PrintError */
  print(documents: PrintDocument[]): Promise<{ printer: string; replies: PrintReply[] }>;
  /** Prints the test page on the current printer. @throws PrintError */
  printTestPage(language: PrintLanguage): Promise<{ printer: string; reply: PrintReply }>;
}

/**
 * The printer jobs go to: the chosen one while the component lists it (or lists nothing yet), else the component's
 * default, else its first printer.
 * @example resolvePrinter('Label', { printers: ['A4'], defaultPrinter: 'A4' }); // 'A4'
 */
export function resolvePrinter(chosen: string | undefined, snapshot: Pick<PrintClientSnapshot, 'printers' | 'defaultPrinter'>): string | undefined {
  if (chosen && (snapshot.printers.length === 0 || snapshot.printers.includes(chosen))) return chosen;
  return snapshot.defaultPrinter ?? snapshot.printers[0];
}

/** The test page's content. */
export function testPageDocument(language: PrintLanguage, printer: string, now = new Date()): PrintDocument {
  return {
    templateId: TEST_PAGE_TEMPLATE_ID,
    data: { title: printText(language, 'testPageTitle'), body: printText(language, 'testPageBody'), printer, printedAt: now.toISOString() },
  };
}

export function createPrintService({ client, printerName }: { client: PrintClient; printerName: PrinterNameStore }): PrintService {
  /** The printer for the next jobs, asking the component for its list when it has not been told yet. */
  const printer = async (): Promise<string> => {
    const known = client.getSnapshot();
    const list = known.state === 'open' && known.printers.length > 0 ? known : await client.listPrinters();
    const name = resolvePrinter(printerName.get(), list);
    if (!name) throw new PrintError('noPrinter');
    return name;
  };
  return {
    client,
    printerName,
    async print(documents) {
      const target = await printer();
      const replies = await Promise.all(documents.map((document) => client.print({ ...document, printer: target })));
      return { printer: target, replies };
    },
    async printTestPage(language) {
      const target = await printer();
      const reply = await client.print({ ...testPageDocument(language, target), printer: target });
      return { printer: target, reply };
    },
  };
}

/**
 * The app's one print service: one connection to the component per browser tab, made on first use.
 *
 * The port is 5000 (spec 01 §7). A machine whose component listens elsewhere, or a test that runs the print simulator
 * on a free port, sets the local storage key `clearway.printPort` (a number), as `clearway.thresholds` shortens the
 * session's timings.
 */
import { createPrintClient } from './print-client';
import { DEFAULT_PRINT_PORT } from './print-protocol';
import { createPrinterNameStore } from './printer-name';
import { createPrintService, type PrintService } from './print-service';
import { local } from '../../engine/data/browser-storage';

export const PRINT_PORT_KEY = 'clearway.printPort';

/**
 * The component's port: `clearway.printPort` in local storage when it holds a port number, else 5000.
 * @example printComponentPort({ getItem: () => '5123' }); // 5123
 */
export function printComponentPort(storage: Pick<Storage, 'getItem'> | undefined = local): number {
  const raw = storage?.getItem(PRINT_PORT_KEY)?.trim();
  const port = raw && /^\d+$/.test(raw) ? Number(raw) : NaN;
  return port > 0 && port < 65536 ? port : DEFAULT_PRINT_PORT;
}

let shared: PrintService | undefined;

/** The app's print service (made on the first call). */
export function sharedPrintService(): PrintService {
  shared ??= createPrintService({ client: createPrintClient({ port: printComponentPort() }), printerName: createPrinterNameStore() });
  return shared;
}

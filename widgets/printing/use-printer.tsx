import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import type { PrintClientSnapshot } from './print-client';
import { sharedPrintService } from './print-connection';
import { resolvePrinter, type PrintService } from './print-service';

const PrintServiceContext = createContext<PrintService | undefined>(undefined);

/** Gives components another print service than the app's (tests, a second component). */
export function PrintServiceProvider({ service, children }: { service: PrintService; children: ReactNode }) {
  return <PrintServiceContext.Provider value={service}>{children}</PrintServiceContext.Provider>;
}

/** The print service of the context, else the app's. */
export function usePrintService(): PrintService {
  return useContext(PrintServiceContext) ?? sharedPrintService();
}

export interface PrinterState extends PrintClientSnapshot {
  service: PrintService;
  /** The chosen printer (the `printerName` setting). */
  chosen?: string;
  /** The printer jobs go to now (the chosen one, else the component's default). */
  printer?: string;
  /** Remembers the chosen printer. */
  choose(name: string | undefined): void;
}

/**
 * The printing state for a component: the connection (started on mount), the printers, the chosen and current
 * printer; `service` prints.
 * @example const { printers, printer, service } = usePrinter(); await service.printTestPage('zh');
 */
export function usePrinter(): PrinterState {
  const service = usePrintService();
  const snapshot = useSyncExternalStore(service.client.subscribe, service.client.getSnapshot);
  const chosen = useSyncExternalStore(service.printerName.subscribe, service.printerName.get);
  useEffect(() => service.client.connect(), [service]);
  return { ...snapshot, service, chosen, printer: resolvePrinter(chosen, snapshot), choose: service.printerName.set };
}

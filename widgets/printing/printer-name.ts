/**
 * The chosen printer, one of the UI settings of spec 01 §3 (`printerName`). Kept as the cookie `printerName`, like
 * the other UI settings (size, sidebarStatus, language); here rather than in the shell because print jobs read it
 * outside React and widgets may not import the shell.
 */

/** Where the name is kept. */
export interface PrinterNameStorage {
  read(): string | undefined;
  write(name: string | undefined): void;
}

/** A printer name that React components and print jobs share. */
export interface PrinterNameStore {
  get(): string | undefined;
  /** Remembers the name (undefined or '' forgets it). */
  set(name: string | undefined): void;
  subscribe(listener: () => void): () => void;
}

export const PRINTER_NAME_COOKIE = 'printerName';

/** The `printerName` cookie (a year, the whole site), as the shell keeps size and sidebar. */
export const cookiePrinterNameStorage: PrinterNameStorage = {
  read() {
    if (typeof document === 'undefined') return undefined;
    const part = document.cookie.split(/;\s*/).find((p) => p.startsWith(`${PRINTER_NAME_COOKIE}=`));
    return part ? decodeURIComponent(part.slice(PRINTER_NAME_COOKIE.length + 1)) || undefined : undefined;
  },
  write(name) {
    if (typeof document === 'undefined') return;
    const expires = name ? new Date(Date.now() + 365 * 86_400_000).toUTCString() : 'Thu, 01 Jan 1970 00:00:00 GMT';
    document.cookie = `${PRINTER_NAME_COOKIE}=${encodeURIComponent(name ?? '')}; expires=${expires}; path=/; SameSite=Lax`;
  },
};

/** A store over a storage (the cookie unless told otherwise). */
export function createPrinterNameStore(storage: PrinterNameStorage = cookiePrinterNameStorage): PrinterNameStore {
  let current = storage.read();
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(name) {
      const next = name || undefined;
      if (next === current) return;
      current = next;
      storage.write(next);
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

// @vitest-environment jsdom
import { cookiePrinterNameStorage, createPrinterNameStore, PRINTER_NAME_COOKIE, type PrinterNameStorage } from './printer-name';

function memory(initial?: string): PrinterNameStorage & { value?: string } {
  const storage = { value: initial, read: () => storage.value, write: (name: string | undefined) => void (storage.value = name) };
  return storage;
}

afterEach(() => cookiePrinterNameStorage.write(undefined));

describe('printer name', () => {
  it('starts from what was kept, and keeps each change', () => {
    const storage = memory('A4');
    const store = createPrinterNameStore(storage);
    expect(store.get()).toBe('A4');
    store.set('Label');
    expect(storage.value).toBe('Label');
    expect(createPrinterNameStore(storage).get()).toBe('Label');
  });

  it('tells subscribers of a change, once, and forgets on an empty name', () => {
    const store = createPrinterNameStore(memory());
    const heard = vi.fn();
    const stop = store.subscribe(heard);
    store.set('A4');
    store.set('A4');
    expect(heard).toHaveBeenCalledTimes(1);
    store.set('');
    expect(store.get()).toBeUndefined();
    stop();
    store.set('Label');
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('is the printerName cookie by default, like the other UI settings', () => {
    const store = createPrinterNameStore();
    store.set('仓库面单打印机 (simulated)');
    expect(PRINTER_NAME_COOKIE).toBe('printerName');
    expect(document.cookie).toContain(`printerName=${encodeURIComponent('仓库面单打印机 (simulated)')}`);
    expect(createPrinterNameStore().get()).toBe('仓库面单打印机 (simulated)');
    store.set(undefined);
    expect(document.cookie).not.toContain('printerName=');
    expect(createPrinterNameStore().get()).toBeUndefined();
  });
});

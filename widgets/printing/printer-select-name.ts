/** The registered name of the printer select (a schema's `x-component`). */
export const PRINTER_SELECT = 'PrinterSelect';

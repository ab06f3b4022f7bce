import type { ActionDefinition } from './action-types';
import { runExport } from './export-file';

/** Downloads the list as a PDF. */
export const exportPDFAction: ActionDefinition = { name: 'exportPDF', scope: 'toolbar', label: 'action.exportPDF', run: (ctx) => runExport('exportPDF', ctx) };

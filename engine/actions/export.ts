import type { ActionDefinition } from './action-types';
import { runExport } from './export-file';

/** Downloads the list as a spreadsheet (XLSX). */
export const exportAction: ActionDefinition = { name: 'export', scope: 'toolbar', label: 'action.export', run: (ctx) => runExport('export', ctx) };

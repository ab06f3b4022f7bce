import type { ActionDefinition } from './action-types';
import { runExport } from './export-file';

/** Downloads the list as a spreadsheet (XLSX); with a `target`, that named export's sheet (`exports`). */
export const exportAction: ActionDefinition = { name: 'export', scope: 'toolbar', label: 'action.export', run: (ctx) => runExport('export', ctx, ctx.spec.target) };

import type { ActionDefinition } from './action-types';
import { runExport } from './export-file';

/** Downloads the list as a Word document (DOCX). */
export const exportWordAction: ActionDefinition = { name: 'exportWord', scope: 'toolbar', label: 'action.exportWord', run: (ctx) => runExport('exportWord', ctx) };

import type { ActionDefinition } from './action-types';
import { reportFailure } from './action-errors';

/** The spreadsheet types an import accepts. */
export const IMPORT_ACCEPT = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Asks for a spreadsheet and imports it; refused rows are shown, and nothing is written. */
export const importAction: ActionDefinition = {
  name: 'import',
  scope: 'toolbar',
  label: 'action.import',
  async run({ env }) {
    const file = await env.pickFile(IMPORT_ACCEPT);
    if (!file) return;
    try {
      const result = await env.source.import(file);
      if (result.errors.length) {
        env.showImportErrors(result);
        return;
      }
      env.notify.success(env.t('import.done', { count: result.imported }));
      env.refresh();
    } catch (error) {
      reportFailure(error, env.notify);
    }
  },
};

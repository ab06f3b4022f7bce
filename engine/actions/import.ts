import type { ActionDefinition } from './action-types';
import { reportFailure } from './action-errors';

/** The spreadsheet types an import accepts. */
export const IMPORT_ACCEPT = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Asks for a spreadsheet and imports it; refused rows are shown, and nothing is written. An entity whose schema has
 * `import` (a key: rows are updated or inserted) opens the import dialog instead (ImportDialog.tsx).
 */
export const importAction: ActionDefinition = {
  name: 'import',
  scope: 'toolbar',
  label: 'action.import',
  async run({ env }) {
    // A schema that declares how its import matches rows gets the dialog: template, file, preview (a dry run), run.
    if (env.model.schema.import) {
      env.showImportErrors({ imported: 0, errors: [], start: true });
      return;
    }
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

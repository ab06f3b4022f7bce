import type { ActionDefinition } from './action-types';
import { reportFailure } from './action-errors';

/**
 * Exports the list as a task (spec 01 §7, saveSyncExportTask): the server writes the XLSX in the background, and the
 * person follows it and downloads it on the export-task page. For long lists, and for query pages, which have no
 * direct export call. Sends the list's filters and sort, and the chosen rows' ids when some are chosen.
 */
export const exportTaskAction: ActionDefinition = {
  name: 'exportTask',
  scope: 'toolbar',
  label: 'action.exportTask',
  async run({ env, selection }) {
    try {
      const ids = selection.map((row) => row.id as number);
      await env.source.exportTask({ ...env.listParams(), ...(ids.length ? { ids } : {}) });
      env.notify.success(env.t('exportTask.created'));
    } catch (error) {
      reportFailure(error, env.notify);
    }
  },
};

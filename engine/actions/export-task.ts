import type { ActionDefinition } from './action-types';
import { reportFailure } from './action-errors';

/**
 * Exports the list as a task (spec 01 §7, saveSyncExportTask): the server writes the XLSX in the background, and the
 * person follows it and downloads it on the export-task page. For long lists, and for query pages, which have no
 * direct export call. Sends the list's filters and sort, and the chosen rows' ids when some are chosen.
 */
/** The export-task query page (spec 01 §2: the top bar links to it too), which the notice links to. */
export const EXPORT_TASK_PAGE = '/exportTaskQuery';

export const exportTaskAction: ActionDefinition = {
  name: 'exportTask',
  scope: 'toolbar',
  label: 'action.exportTask',
  async run({ env, selection }) {
    try {
      const ids = selection.map((row) => row.id as number);
      await env.source.exportTask({ ...env.listParams(), ...(ids.length ? { ids } : {}) });
      env.notify.success(env.t('exportTask.created'), { label: env.t('exportTask.open'), path: EXPORT_TASK_PAGE });
    } catch (error) {
      reportFailure(error, env.notify);
    }
  },
};

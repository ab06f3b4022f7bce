import { startDownload } from '../data/start-download';
import type { ActionDefinition } from './action-types';
import { fillPath } from './navigate';

/**
 * Downloads the row's file: `target` is a URL template with `:field` placeholders, e.g.
 * `/api/bdttms/file/downloadFile?key=:fileKey&name=:fileName`. A row whose first placeholder is empty has no file.
 */
export const downloadAction: ActionDefinition = {
  name: 'download',
  scope: 'row',
  label: 'action.download',
  async run({ env, spec, row, selection }) {
    const target = row ?? selection[0];
    if (!spec.target || !target) return;
    const first = /:(\w+)/.exec(spec.target)?.[1];
    if (first && !target[first]) {
      env.notify.warning(env.t('action.nothingToDownload'));
      return;
    }
    const name = String(target.fileName ?? target[first ?? ''] ?? '');
    startDownload(fillPath(spec.target, target), name);
  },
};

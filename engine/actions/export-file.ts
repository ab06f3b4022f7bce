import type { ExportKind } from '../data/entity-source';
import type { ActionContext } from './action-types';
import { reportFailure } from './action-errors';

/**
 * Runs an export of one kind, or of the named export `target` (`exports`): the list's filters and sort, and the
 * chosen rows' ids when some are chosen; saves the file under the server's name.
 */
export async function runExport(kind: ExportKind, { env, selection }: ActionContext, target?: string): Promise<void> {
  try {
    const ids = selection.map((row) => row.id as number);
    const file = await env.source.export(kind, { ...env.listParams(), ...(ids.length ? { ids } : {}) }, target);
    env.download(file);
    env.notify.success(env.t('export.done', { name: file.fileName }));
  } catch (error) {
    reportFailure(error, env.notify);
  }
}

/**
 * The `print` action (schemas: `"actions": { "print": { "action": "print", "button": "print" } }`, placed in
 * `list.batch`, `list.row` or `list.toolbar`): prints each chosen row (or the row of a row action) on the
 * workstation's printer with its carrier's e-waybill template (carrier-templates.ts). The row field holding the
 * carrier code is `carrierCode` unless the schema's `target` names another. Rows whose carrier has no template are
 * named in a warning and left out; the rest go as one job each, the row as the template's data.
 */
import type { ActionContext, ActionDefinition } from '../../engine/actions/action-types';
import { reportFailure } from '../../engine/actions/action-errors';
import type { Row } from '../../engine/data/entity-source';
import { carrierTemplateId } from './carrier-templates';
import { PrintError } from './print-error';
import type { PrintDocument, PrintService } from './print-service';
import { printFailureText, printText } from './print-texts';

/** The registered name of the print action. */
export const PRINT_ACTION = 'print';

/** The row field holding the carrier code, unless the schema's `target` names another. */
export const DEFAULT_CARRIER_FIELD = 'carrierCode';

/** The app's print service, fetched with its WebSocket client when something is first printed. */
const appPrintService = () => import('./print-connection').then((m) => m.sharedPrintService());

/**
 * Runs the action's preparing command (`command`: a number given, the print counted) on the rows; the rows it
 * accepted, each with what it answered for the row merged in, or undefined (told) when it failed as a whole.
 */
async function prepareRows(env: ActionContext['env'], command: string, rows: Row[]): Promise<Row[] | undefined> {
  try {
    const key = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
    const results = await env.source.command(command, rows, {}, key);
    if (results.refused > 0) env.notify.warning(results.summary);
    const byId = new Map(results.rows.map((result) => [result.id, result]));
    const accepted = rows.filter((item) => byId.get(Number(item.id))?.ok);
    env.refresh();
    return accepted.map((item) => {
      const answer = byId.get(Number(item.id))?.result;
      return answer && typeof answer === 'object' ? { ...item, ...(answer as Row) } : item;
    });
  } catch (error) {
    reportFailure(error, env.notify);
    return undefined;
  }
}

/** The print action over a print service (the app's unless a test gives one). */
export function createPrintAction(service: () => PrintService | Promise<PrintService> = appPrintService): ActionDefinition {
  return {
    name: PRINT_ACTION,
    scope: 'batch',
    // The engine has no "print" label yet (engine/render/engine-texts.ts): schemas give a title ({ zh: 打印, en: Print }).
    label: 'action.print',
    async run({ env, spec, row, selection }) {
      const rows: Row[] = row ? [row] : selection;
      if (rows.length === 0) {
        env.notify.warning(printText(env.language, 'chooseRows'));
        return;
      }
      const field = spec.target ?? DEFAULT_CARRIER_FIELD;
      const prepared = spec.command ? await prepareRows(env, spec.command, rows) : rows;
      if (!prepared) return;
      const documents: PrintDocument[] = [];
      const missing = new Set<string>();
      for (const item of prepared) {
        const templateId = carrierTemplateId(item[field]);
        if (templateId) documents.push({ templateId, data: { ...item } });
        else missing.add(String(item[field] ?? '') || '—');
      }
      if (missing.size > 0) env.notify.warning(printText(env.language, 'noTemplate', { carrier: [...missing].join(', ') }));
      if (documents.length === 0) return;
      try {
        const { printer, replies } = await (await service()).print(documents);
        env.notify.success(printText(env.language, 'jobsSent', { count: replies.length, printer }));
      } catch (error) {
        const reason = error instanceof PrintError ? error : new PrintError('rejected', String(error));
        env.notify.error(printFailureText(env.language, reason.failure, reason.detail));
      }
    },
  };
}

/** The print action as the app registers it. */
export const printAction = createPrintAction();

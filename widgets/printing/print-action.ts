/**
 * The `print` action (docs/schemas.md "Printing"): prints each chosen row (or the row of a row action) with the
 * print template of the schema's type, on the workstation's printer:
 *
 * ```json
 * "print": { "action": "print", "button": "print", "template": { "type": "TAIL_LABEL", "carrierField": "tailCarrierCode" },
 *            "command": "printTail", "lines": { "goods": { "qid": "FIND_TAIL_PATH_PRINT_GOODS", "parent": "orderId" } } }
 * ```
 *
 * 1. The enabled default template of the type — of each row's carrier with `carrierField` — is read (print-templates.ts);
 *    rows without one are named in one warning and left out.
 * 2. With `command`, that command runs on the other rows first; only those it accepts print, each with what it
 *    answered merged in (a last-mile number from the label stock, the print count).
 * 3. Each row gets its lines (`lines`), its template filled and purified (print-documents.ts), and goes to the print
 *    component as one job with the HTML and the type's paper.
 */
import type { ActionContext, ActionDefinition } from '../../engine/actions/action-types';
import { reportFailure } from '../../engine/actions/action-errors';
import type { Row } from '../../engine/data/entity-source';
import { recordName } from '../../engine/schema/record-name';
import type { HtmlPurifier } from '../../engine/validation/sanitize-html';
import { fillDocument, rowWithLines } from './print-documents';
import { PrintError } from './print-error';
import type { PrintDocument, PrintService } from './print-service';
import { loadTemplateSet, templateFor, type PrintTemplate } from './print-templates';
import { printFailureText, printText } from './print-texts';

/** The registered name of the print action. */
export const PRINT_ACTION = 'print';

/** How many rows the warning about rows without a template names before it counts the rest. */
const NAMED_ROWS = 10;

/** The app's print service, fetched with its WebSocket client when something is first printed. */
const appPrintService = () => import('./print-connection').then((m) => m.sharedPrintService());
/** The browser's DOMPurify, loaded when something is first printed. */
const appPurifier = () => import('dompurify').then((m) => m.default as HtmlPurifier);

/** What the action runs on: the print service and the purifier (the app's unless a test gives others). */
export interface PrintActionDeps {
  service?: () => PrintService | Promise<PrintService>;
  purifier?: () => HtmlPurifier | Promise<HtmlPurifier>;
}

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

/** The rows paired with their templates, and the names of those without one (`CW… (EMS)`). */
function pairTemplates(ctx: ActionContext, rows: Row[], find: (row: Row) => PrintTemplate | undefined): { paired: [Row, PrintTemplate][]; missing: string[] } {
  const { env, spec } = ctx;
  const paired: [Row, PrintTemplate][] = [];
  const missing: string[] = [];
  for (const row of rows) {
    const template = find(row);
    if (template) {
      paired.push([row, template]);
      continue;
    }
    const name = recordName(env.model.schema, row, env.language) || String(row.id ?? '');
    const carrier = spec.template?.carrierField ? String(row[spec.template.carrierField] ?? '').trim() || '—' : '';
    missing.push(carrier ? `${name}（${carrier}）` : name);
  }
  return { paired, missing };
}

/** The print action over a print service and a purifier (the app's unless a test gives them). */
export function createPrintAction(deps: PrintActionDeps = {}): ActionDefinition {
  const service = deps.service ?? appPrintService;
  const purifier = deps.purifier ?? appPurifier;
  return {
    name: PRINT_ACTION,
    scope: 'batch',
    // The engine has no "print" label yet (engine/render/engine-texts.ts): schemas give a title ({ zh: 打印, en: Print }).
    label: 'action.print',
    async run(ctx) {
      const { env, spec, row, selection } = ctx;
      const rows: Row[] = row ? [row] : selection;
      if (rows.length === 0) {
        env.notify.warning(printText(env.language, 'chooseRows'));
        return;
      }
      const query = env.query;
      if (!spec.template || !query) {
        env.notify.error(printText(env.language, 'noTemplateSpec'));
        return;
      }
      try {
        const set = await loadTemplateSet(query, spec.template.type);
        const { paired, missing } = pairTemplates(ctx, rows, (item) => templateFor(set, spec.template!, item));
        if (missing.length > 0) {
          const more = missing.length > NAMED_ROWS ? printText(env.language, 'andMore', { count: missing.length }) : '';
          env.notify.warning(printText(env.language, 'noTemplate', { type: spec.template.type, rows: missing.slice(0, NAMED_ROWS).join(env.language === 'zh' ? '、' : ', ') + more }));
        }
        if (paired.length === 0) return;
        const templateOf = new Map(paired.map(([item, template]) => [item, template]));
        let printing = paired.map(([item]) => item);
        if (spec.command) {
          const prepared = await prepareRows(env, spec.command, printing);
          if (!prepared) return;
          // The command's rows are copies with its answer merged in: matched back to their templates by id.
          const byId = new Map(paired.map(([item, template]) => [item.id, template]));
          printing = prepared;
          for (const item of prepared) templateOf.set(item, byId.get(item.id)!);
        }
        if (printing.length === 0) return;
        const clean = await purifier();
        const fill = { query, detail: env.source.supports('detail') ? (id: number) => env.source.detail(id) : undefined, purifier: clean };
        const documents: PrintDocument[] = [];
        for (const item of printing) documents.push(fillDocument(templateOf.get(item)!, set!, await rowWithLines(item, spec.lines, fill), clean));
        await send(ctx, service, documents);
      } catch (error) {
        reportFailure(error, env.notify);
      }
    },
  };
}

/** Sends the documents to the print component and tells how it went. */
async function send(ctx: ActionContext, service: () => PrintService | Promise<PrintService>, documents: PrintDocument[]): Promise<void> {
  const { env } = ctx;
  try {
    const { printer, replies } = await (await service()).print(documents);
    env.notify.success(printText(env.language, 'jobsSent', { count: replies.length, printer }));
  } catch (error) {
    const reason = error instanceof PrintError ? error : new PrintError('rejected', String(error));
    env.notify.error(printFailureText(env.language, reason.failure, reason.detail));
  }
}

/** The print action as the app registers it. */
export const printAction = createPrintAction();

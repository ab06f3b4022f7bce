import { commandParamsModel } from '../schema/command-params';
import { findTransition } from '../schema/lifecycles';
import type { CommandSpec } from '../schema/entity-schema';
import type { Row } from '../data/entity-source';
import { localize } from '../render/localize';
import type { ActionContext, ActionDefinition } from './action-types';
import { reportFailure } from './action-errors';
import { reportRowResults } from './row-results';
import { commandNotice } from './record-notice';
import { singleRow } from './single-row';
import { revealedValues } from './revealed-values';
import { commandReport } from './reported-lines';

/** A key per person's request: a retry of the same submission (a lost reply) runs the command once. */
function idempotencyKey(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** The rows the command takes, or undefined (after a warning) when the selection does not fit it. */
function rowsFor(ctx: ActionContext, command: CommandSpec): Row[] | undefined {
  if (command.selection === 'none') return [];
  if (command.selection === 'one') {
    const row = singleRow(ctx);
    return row ? [row] : undefined;
  }
  const rows = ctx.row ? [ctx.row] : ctx.selection;
  if (!rows.length) ctx.env.notify.warning(ctx.env.t('list.chooseOne'));
  return rows.length ? rows : undefined;
}

/** The parameters a row action takes from its row (`rowParams`: param ← field); none without a row. */
function rowParamValues(command: CommandSpec, row: Row | undefined): Record<string, unknown> {
  if (!row || !command.rowParams) return {};
  return Object.fromEntries(Object.entries(command.rowParams).map(([param, field]) => [param, row[field]]));
}

/**
 * Runs the server command named in `target` (the schema's `commands`): asks its parameters in a dialog drawn by
 * the engine's form (the server's field messages show under the fields), asks its confirmation, calls
 * POST /api/clearway/entity/{id}/command/{name} once per submission, tells the per-row result, reloads the list.
 */
export const commandAction: ActionDefinition = {
  name: 'command',
  scope: 'batch',
  label: 'action.command',
  availableFor(row, spec, model) {
    const command = spec.target ? model.schema.commands?.[spec.target] : undefined;
    const found = command?.transition ? findTransition(model.schema, command.transition) : undefined;
    return !found || found.transition.from.includes(String(row[found.lifecycle.field]));
  },
  async run(ctx) {
    const { env, spec } = ctx;
    const name = spec.target ?? '';
    const command = Object.hasOwn(env.model.schema.commands ?? {}, name) ? env.model.schema.commands![name] : undefined;
    if (!command) throw new Error(`The schema declares no command "${name}"`);
    const rows = rowsFor(ctx, command);
    if (!rows) return;
    const key = idempotencyKey();
    const confirm = command.confirm ?? spec.confirm;
    const fromRow = rowParamValues(command, ctx.row);
    const call = async (params: Record<string, unknown>): Promise<boolean> => {
      if (confirm && !(await env.confirm({ title: localize(confirm, env.language) }))) return false;
      const named = rows.length === 1 ? commandNotice(env, rows[0]!, command) : undefined;
      const results = await env.source.command(name, rows, { ...fromRow, ...params }, key);
      reportRowResults(results, env.notify, named);
      // A value the command hands out once (a regenerated secret) is shown now or never.
      const revealed = revealedValues(env.model, results.result, env.language);
      if (revealed.length) env.notify.reveal?.(revealed);
      // What the command answered for the person to read (a quotation's 试算).
      const report = commandReport(results.result);
      if (report) env.notify.report?.(report);
      env.refresh();
      return true;
    };
    const asked = Object.keys(command.params ?? {}).filter((param) => !(param in fromRow));
    if (asked.length && env.openParams) {
      env.openParams({ title: localize(spec.title ?? command.title, env.language), model: commandParamsModel(env.model.id, name, command), values: fromRow, submit: call });
      return;
    }
    try {
      await call({});
    } catch (error) {
      reportFailure(error, env.notify);
    }
  },
};

/**
 * Runs a schema command (docs/schemas.md, "Commands"): its button, its selection, its parameters checked with the
 * fields' validators, then its implementation once (selection none) or per row (one, many), each row locked at the
 * version the caller read, its guard and its transition's `from` states checked, then moved along that transition.
 * In the request's transaction; rows of a selection of many run in savepoints, each with its result.
 */
import type { EntityModel } from '../../engine/schema/entity-model';
import { commandParamsModel } from '../../engine/schema/command-params';
import type { CommandSpec } from '../../engine/schema/entity-schema';
import { evaluateCondition } from '../../engine/validation/conditions';
import { AppError } from '../errors/app-error';
import { requireWrite } from '../entity/entity-permissions';
import type { EntityService, WriteContext } from '../entity/entity-service';
import { RowValidator } from '../entity/row-validator';
import type { StoredRow } from '../entity/row-store';
import { transitionTarget } from '../entity/state-machine';
import { findTransition } from '../../engine/schema/lifecycles';
import type { MessageSender } from '../services/message-sender';
import type { CommandRegistry, EntityModels } from './registry';
import { rowResults, runPerRow, type RowResults } from './row-results';

/** The rows a command call names, each optionally at the version it was read at. */
export interface CommandInput {
  rows?: { id: number; version?: number }[];
  params?: Record<string, unknown>;
}

/** The reply: per-row results, and what an implementation of selection none (or one) returned. */
export interface CommandReply extends RowResults {
  result?: unknown;
}

/** Most rows one call takes. */
export const MAX_COMMAND_ROWS = 1000;

/** @throws AppError UNKNOWN_COMMAND when the schema declares no command of that name. */
export function declaredCommand(model: EntityModel, name: string, lang: 'zh' | 'en'): CommandSpec {
  const spec = Object.hasOwn(model.schema.commands ?? {}, name) ? model.schema.commands![name] : undefined;
  if (!spec) throw new AppError('UNKNOWN_COMMAND', { entity: model.schema.title[lang], command: name });
  return spec;
}

function checkSelection(spec: CommandSpec, count: number, lang: 'zh' | 'en'): void {
  const zh = { none: '不针对记录，请不要选择记录', one: '需要选择一条记录', many: `需要选择 1 到 ${MAX_COMMAND_ROWS} 条记录` };
  const en = { none: 'takes no rows', one: 'takes exactly one row', many: `takes 1 to ${MAX_COMMAND_ROWS} rows` };
  const fits = spec.selection === 'none' ? count === 0 : spec.selection === 'one' ? count === 1 : count >= 1 && count <= MAX_COMMAND_ROWS;
  if (!fits) throw new AppError('COMMAND_SELECTION', { command: spec.title[lang], detail: (lang === 'zh' ? zh : en)[spec.selection] });
}

/** Runs a command; see the module comment. */
export async function runCommand(ctx: WriteContext, model: EntityModel, name: string, input: CommandInput, deps: { service: EntityService; commands: CommandRegistry; models: EntityModels; sender?: MessageSender }): Promise<CommandReply> {
  const spec = declaredCommand(model, name, ctx.lang);
  await requireWrite(ctx.db, ctx.user, model, { command: name });
  const rows = input.rows ?? [];
  checkSelection(spec, rows.length, ctx.lang);
  const params = new RowValidator(commandParamsModel(model.id, name, spec), 'create').check(input.params ?? {}, ctx.lang).values;
  // Every write of the command is audited as this command with its parameters (the record history shows them).
  ctx = { ...ctx, operation: { kind: 'command', name, params } };
  const implementation = deps.commands.require(spec.handler ?? `${model.id}.${name}`);
  const { service } = deps;
  // What the rows of one call share (a merge's number, the first row's grouping).
  const shared = new Map<string, unknown>();
  const selection = rows.map((row) => row.id);
  const transitionGuard = spec.transition ? findTransition(model.schema, spec.transition)?.transition.guard?.if : undefined;

  if (spec.selection === 'none') {
    const outcome = await implementation({ ctx, model, service, models: deps.models, params, selection, shared, sender: deps.sender });
    return { ...rowResults([], spec.title, ctx.lang), ...(outcome?.result !== undefined ? { result: outcome.result } : {}) };
  }

  // What the implementation of a one-row command answered (a regenerated secret to show once): sent back as `result`.
  let oneResult: unknown;
  // A command of many rows answers per row what its implementation returned for it (`rows[i].result`).
  const rowResult = (outcome: { result?: unknown } | void) => (spec.selection === 'many' && outcome?.result !== undefined ? { result: outcome.result } : {});
  const runRow = async (item: { id: number; version?: number }): Promise<{ version: number; result?: unknown }> => {
    // A query page's command (no table of its own, e.g. /onlinesysuser's sessions): the implementation finds and
    // scopes the row by its id; no lock, version, guard or transition (schemas:check refuses the last two there).
    if (!model.table) {
      const outcome = await implementation({ ctx, model, service, models: deps.models, params, row: { id: item.id, version: 0 }, selection, shared });
      return { version: 0, ...rowResult(outcome) };
    }
    const before: StoredRow = await service.lockRow(ctx, model, item.id);
    if (item.version !== undefined && before.version !== item.version) throw new AppError('STALE_VERSION');
    // Guards read the row, the parameters and the lines of the children they name (`lines.goods`).
    const scope = await service.guardScope(ctx, model, before, params, [spec.guard?.if, transitionGuard]);
    if (spec.transition) transitionTarget(model, spec.transition, before, ctx.lang, scope);
    if (spec.guard && !evaluateCondition(spec.guard.if, scope)) throw new AppError('GUARD_REFUSED', { name: spec.title[ctx.lang], message: spec.guard.message[ctx.lang] });
    const outcome = await implementation({ ctx, model, service, models: deps.models, params, row: before, selection, shared, sender: deps.sender });
    if (spec.selection === 'one') oneResult = outcome?.result;
    let after = outcome?.row ?? before;
    if (spec.transition) after = await service.moveRow(ctx, model, after, spec.transition, outcome?.row ? await service.guardScope(ctx, model, after, params, [transitionGuard]) : scope);
    return { version: after.version, ...rowResult(outcome) };
  };

  // One row: its refusal is the call's (a clear 4xx); several: each row its own result.
  if (spec.selection === 'one') {
    const { version } = await runRow(rows[0]!);
    return { ...rowResults([{ id: rows[0]!.id, ok: true, version }], spec.title, ctx.lang), ...(oneResult !== undefined ? { result: oneResult } : {}) };
  }
  return rowResults(await runPerRow(ctx.db, rows, ctx.lang, runRow), spec.title, ctx.lang);
}

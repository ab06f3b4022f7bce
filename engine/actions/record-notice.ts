/**
 * Notices that name the record an action worked on (docs/schemas.md, "Naming a record"): "理赔单 CL2026-0001 状态变为
 * 「已提交」" / "Claim CL2026-0001 is now Submitted", "理赔单 CL2026-0001：审批已完成" / "Approve: claim CL2026-0001 done".
 * Undefined when the schema's label fields leave the row nameless (the caller then says the plain thing).
 */
import type { Row } from '../data/entity-source';
import { findTransition, stateLabel } from '../schema/lifecycles';
import { recordName, recordNoun } from '../schema/record-name';
import type { LocalizedText } from '../schema/entity-schema';
import { localize } from '../render/localize';
import type { ActionEnvironment } from './action-types';

type NoticeEnv = Pick<ActionEnvironment, 'model' | 'language' | 't'>;

/** After a transition of one row: the record and its new state. */
export function transitionNotice(env: NoticeEnv, row: Row, transition: string): string | undefined {
  const { schema } = env.model;
  const found = findTransition(schema, transition);
  const name = recordName(schema, row, env.language);
  if (!found || !name) return undefined;
  const state = stateLabel(found.lifecycle, found.transition.to, env.language);
  return env.t('transition.doneNamed', { item: recordNoun(schema, env.language, true), name, state });
}

/** After a command on one row: its transition's notice when it moves the row, else the command and the record. */
export function commandNotice(env: NoticeEnv, row: Row, command: { title: LocalizedText; transition?: string }): string | undefined {
  if (command.transition) return transitionNotice(env, row, command.transition);
  const name = recordName(env.model.schema, row, env.language);
  if (!name) return undefined;
  return env.t('command.doneNamed', { verb: localize(command.title, env.language), item: recordNoun(env.model.schema, env.language), name });
}

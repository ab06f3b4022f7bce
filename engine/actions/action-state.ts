import { buttonState, type ButtonState } from '../access/route-access';
import type { ActionSpec } from '../schema/entity-schema';
import type { AllowedButtons } from './buttons-context';
import { useAllowedButtons } from './buttons-context';

/**
 * Whether an action shows: enabled when it names no button or its button is granted, otherwise disabled or removed
 * as the schema's `whenDenied` says (disabled by default).
 * @example actionState({ action: 'delete', button: 'delete' }, new Set(['add'])); // 'disabled'
 */
export function actionState(spec: ActionSpec, allowed: AllowedButtons): ButtonState {
  if (!spec.button || allowed === 'all') return 'enabled';
  return buttonState(spec.button, allowed, spec.whenDenied ?? 'disable');
}

/** {@link actionState} against the current route's buttons. */
export function useActionState(spec: ActionSpec): ButtonState {
  return actionState(spec, useAllowedButtons());
}

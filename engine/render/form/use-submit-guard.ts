import { useEffect } from 'react';
import { useField } from '@formily/react';
import { isField, type Field } from '@formily/core';
import type { UploadTracker } from './upload-tracker';

/** A Formily validator rule that fails with `message` while the tracker has uploads under way. */
export function busyRule(tracker: Pick<UploadTracker, 'pending'>, message: string): { validator: () => string } {
  return { validator: () => (tracker.pending > 0 ? message : '') };
}

/** The field's validator as a list of rules. */
function rulesOf(field: Field): unknown[] {
  const validator = field.validator as unknown;
  if (validator === undefined || validator === null) return [];
  return Array.isArray(validator) ? [...validator] : [validator];
}

/**
 * Makes the surrounding Formily field refuse to submit while `tracker` has uploads under way: a validator rule that
 * fails with `message` (shown under the field, and the form's submit stops at validation). When the last upload
 * ends, a field that is showing the message is checked again, so the message goes. Any widget that uploads may use
 * it; outside a Formily field it does nothing.
 */
export function useSubmitGuard(tracker: UploadTracker, message: string): void {
  const node = useField();
  useEffect(() => {
    if (!node || !isField(node)) return undefined;
    const field = node;
    const rule = busyRule(tracker, message);
    field.setValidator([...rulesOf(field), rule] as Field['validator']);
    const unsubscribe = tracker.subscribe(() => {
      if (tracker.pending === 0 && field.selfErrors.includes(message)) void field.validate().catch(() => undefined);
    });
    return () => {
      unsubscribe();
      field.setValidator(rulesOf(field).filter((candidate) => candidate !== rule) as Field['validator']);
    };
  }, [node, tracker, message]);
}

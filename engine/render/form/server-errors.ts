/**
 * A refused save's field map (ApiError.fields: field → message) shown under the form's fields. Messages for names
 * the form does not show (a unique key over several fields, `request`) are returned for the form's banner.
 */

/** The part of a Formily form this needs. */
export interface ErrorTarget {
  query(pattern: string): { take(): unknown };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  setFieldState(pattern: string, setter: (state: any) => void): void;
}

/**
 * Puts each message under its field; gives back the ones with no field on the form.
 * @example showServerErrors(form, { paramKey: '参数键 已存在' }); // [] and the message under paramKey
 */
export function showServerErrors(form: ErrorTarget, fields: Record<string, string> | undefined): string[] {
  const unplaced: string[] = [];
  for (const [key, message] of Object.entries(fields ?? {})) {
    // A line's field comes as `bands[2].weightFrom`; Formily's path of it is `bands.2.weightFrom`.
    const name = key.replace(/\[(\d+)\]/g, '.$1');
    if (form.query(name).take()) form.setFieldState(name, (state) => void (state.selfErrors = [message]));
    else unplaced.push(message);
  }
  return unplaced;
}

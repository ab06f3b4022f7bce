import { ApiError } from '../../../engine/data/envelope';

/** A field error in the shape antd's `form.setFields` takes. */
export interface FieldError<F extends string = string> {
  name: F;
  errors: string[];
}

/**
 * The field errors of a failed call (ApiError.fields, spec 01 §8 / docs/api.md) for the fields a form has, so each
 * message shows under its field. `aliases` renames server field names (the password rules answer under
 * `newPassword`); `describe` turns the server's short words ('taken', 'required') into a sentence; it gets the
 * envelope's message too, which for a coded error is the sentence about that field (用户名已存在). Fields the form
 * does not have are left out: the HTTP client has already shown the message.
 * @example serverFieldErrors(new ApiError(400, '用户名已存在', { username: 'taken' }), ['username'], {}, (w) => w)
 *   // [{ name: 'username', errors: ['taken'] }]
 */
export function serverFieldErrors<F extends string>(
  error: unknown,
  formFields: readonly F[],
  aliases: Record<string, F>,
  describe: (serverText: string, field: F, serverMessage: string) => string,
): FieldError<F>[] {
  if (!(error instanceof ApiError) || !error.fields) return [];
  const found = new Map<F, string>();
  for (const [serverName, text] of Object.entries(error.fields)) {
    const name = (aliases[serverName] ?? serverName) as F;
    if (formFields.includes(name) && !found.has(name)) found.set(name, describe(String(text), name, error.message));
  }
  return [...found].map(([name, text]) => ({ name, errors: [text] }));
}

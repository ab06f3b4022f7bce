/** Spec 01 §5 / §9: a new password has 8 to 31 characters and combines digits and letters. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 31;

export type PasswordProblem = 'tooShort' | 'tooLong' | 'weak';

/** The first rule a new password breaks, or undefined when it is acceptable. */
export function passwordProblem(password: string): PasswordProblem | undefined {
  if (password.length < PASSWORD_MIN) return 'tooShort';
  if (password.length > PASSWORD_MAX) return 'tooLong';
  if (!/[0-9]/.test(password) || !/[A-Za-z]/.test(password)) return 'weak';
  return undefined;
}

import type { Envelope } from './envelope';

/** Spec 01 §8: error toasts stay 5 s. */
export const ERROR_TOAST_SECONDS = 5;
export const RELOGIN_CODES = [50008, 50012, 50014] as const;
export const LOCK_MESSAGE = 'more 5';

/** What the client does with a failed reply; the decisions of spec 01 §8, in one place. */
export type FailureAction =
  | { kind: 'toast'; message: string }
  | { kind: 'locked' }
  | { kind: 'confirmRelogin'; message: string }
  | { kind: 'clearToken'; message: string }
  | { kind: 'logout' };

/** The actions for a reply whose envelope code is not 200 (in order). */
export function envelopeFailureActions(body: Pick<Envelope, 'code' | 'message'>): FailureAction[] {
  const message = body.message || 'Error';
  if (body.code === 400 && body.message === LOCK_MESSAGE) return [{ kind: 'locked' }];
  if ((RELOGIN_CODES as readonly number[]).includes(body.code)) return [{ kind: 'confirmRelogin', message }];
  if (body.code === 500 && (!body.message || body.message.includes('expired'))) return [{ kind: 'clearToken', message }, { kind: 'toast', message }];
  return [{ kind: 'toast', message }];
}

/** The action for a transport failure (no envelope to read): a 401 logs out, anything else is shown. */
export function transportFailureAction(error: { message?: string; status?: number }): FailureAction {
  const message = error.message || 'Error';
  if (error.status === 401 || message.includes('401')) return { kind: 'logout' };
  return { kind: 'toast', message };
}

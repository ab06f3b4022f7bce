import { ApiError } from '../data/envelope';
import type { ActionNotifier } from './action-types';

/**
 * Tells the person about a failed call unless the HTTP client already did (it shows every failed envelope; an
 * ApiError with `handled` false, or any other error, has not been shown).
 */
export function reportFailure(error: unknown, notify: ActionNotifier): void {
  if (error instanceof ApiError && error.handled) return;
  notify.error(error instanceof Error ? error.message : String(error));
}

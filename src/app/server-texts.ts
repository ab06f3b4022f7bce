import { mergeServerPacks } from '../i18n/i18n';
import { authApi } from '../session/auth-api';
import { appStore, currentUserAtom } from '../session/session-atoms';

/**
 * Fetches the server's language packs (the signed-in user's tenant, else the installation's first) and merges them
 * over the bundled texts; a failure keeps the bundled ones.
 */
export async function loadServerTexts(): Promise<void> {
  try {
    mergeServerPacks(await authApi.languagePacks(appStore.get(currentUserAtom)?.tenantCode));
  } catch {
    // Bundled texts stand in (spec 01 §1: packs are also fetched, not required).
  }
}

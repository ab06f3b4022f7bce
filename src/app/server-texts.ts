import { mergeServerPacks } from '../i18n/i18n';
import { authApi } from '../session/auth-api';

/** Fetches the server's language packs and merges them over the bundled texts; a failure keeps the bundled ones. */
export async function loadServerTexts(): Promise<void> {
  try {
    mergeServerPacks(await authApi.languagePacks());
  } catch {
    // Bundled texts stand in (spec 01 §1: packs are also fetched, not required).
  }
}

import { commonTexts } from './common-texts';
import type { FeatureTexts } from './texts';
import { loginTexts } from '../pages/login/texts';
import { pageTexts } from '../pages/texts';
import { sessionTexts } from '../session/texts';

/**
 * The texts bundled with the first screen, by namespace (`t('login.title')`): the public pages' and the session's.
 * The layout adds its own (`layout`, `reminders`) when it loads: layout/register-layout-texts.ts.
 */
export const featureTexts: Record<string, FeatureTexts> = {
  common: commonTexts,
  login: loginTexts,
  pages: pageTexts,
  session: sessionTexts,
};

import { commonTexts } from './common-texts';
import type { FeatureTexts } from './texts';
import { loginTexts } from '../pages/login/texts';
import { layoutTexts } from '../layout/texts';
import { pageTexts } from '../pages/texts';
import { sessionTexts } from '../session/texts';
import { reminderTexts } from '../reminders/texts';

/** Every feature's texts, by namespace (`t('login.title')`). */
export const featureTexts: Record<string, FeatureTexts> = {
  common: commonTexts,
  login: loginTexts,
  layout: layoutTexts,
  pages: pageTexts,
  session: sessionTexts,
  reminders: reminderTexts,
};

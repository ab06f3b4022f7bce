import type { FeatureTexts } from '../i18n/texts';

export const reminderTexts: FeatureTexts = {
  zh: {},
  en: {},
};

import type { FeatureTexts } from '../../i18n/texts';

export const loginTexts: FeatureTexts = {
  zh: {},
  en: {},
};

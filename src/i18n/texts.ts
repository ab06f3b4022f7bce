/** Texts of one feature in both languages; each feature folder exports one of these from its `texts.ts`. */
export interface FeatureTexts {
  zh: Record<string, unknown>;
  en: Record<string, unknown>;
}

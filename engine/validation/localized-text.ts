/** A message in both interface languages (spec 01 §9: the interface speaks zh and en). */
export interface LocalizedText {
  readonly zh: string;
  readonly en: string;
}

/** The languages a {@link LocalizedText} holds. */
export type MessageLanguage = keyof LocalizedText;

import { registerFeatureTexts } from '../i18n/i18n';
import { reminderTexts } from '../reminders/texts';
import { layoutTexts } from './texts';

/** Adds the texts of the layout and its reminders (`layout.*`, `reminders.*`): the layout calls it as it loads. */
export function registerLayoutTexts(): void {
  registerFeatureTexts('layout', layoutTexts);
  registerFeatureTexts('reminders', reminderTexts);
}

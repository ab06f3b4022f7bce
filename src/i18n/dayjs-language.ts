import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/en';
import i18next from 'i18next';

let following = false;

/**
 * Makes dayjs follow the interface language (month and weekday names, the first day of a week: Monday in Chinese).
 * The layout calls it when it loads: dates are drawn only inside it, and the login page need not carry dayjs.
 */
export function dayjsFollowsLanguage(): void {
  const apply = (language: string) => void dayjs.locale(language === 'zh' ? 'zh-cn' : 'en');
  apply(i18next.language);
  if (following) return;
  following = true;
  i18next.on('languageChanged', apply);
}

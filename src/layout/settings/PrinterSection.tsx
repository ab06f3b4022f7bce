import { Divider } from 'antd';
import { useTranslation } from 'react-i18next';
import { PrinterSettings, printLanguage, printText } from '../../../widgets/printing';

/** The settings panel's Printer section (spec 01 §7, workstation printing): pick the printer, print a test page. */
export function PrinterSection() {
  const { i18n } = useTranslation();
  return (
    <section aria-label={printText(printLanguage(i18n.language), 'section')} data-testid="settings-printer">
      <Divider orientation="left" plain>
        {printText(printLanguage(i18n.language), 'section')}
      </Divider>
      <PrinterSettings />
    </section>
  );
}

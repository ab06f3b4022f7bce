import { useState } from 'react';
import { Button } from 'antd';
import { useAppApis } from '../../engine/render/app-apis';
import { PrinterOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PrinterSelect } from './PrinterSelect';
import { PrintError } from './print-error';
import { usePrinter } from './use-printer';
import { printFailureText, printLanguage, printText } from './print-texts';

/**
 * Where a person picks the workstation's printer and tries it: the printer select and a "print test page" button
 * (the settings panel's Printer section).
 */
export function PrinterSettings() {
  const { i18n } = useTranslation();
  const language = printLanguage(i18n.language);
  const { message } = useAppApis();
  const { service, failure, printer } = usePrinter();
  const [printing, setPrinting] = useState(false);
  const printTestPage = async () => {
    setPrinting(true);
    try {
      const { printer: used } = await service.printTestPage(language);
      void message.success(printText(language, 'testPageSent', { printer: used }));
    } catch (error) {
      const reason = error instanceof PrintError ? error : new PrintError('rejected', String(error));
      void message.error(printFailureText(language, reason.failure, reason.detail));
    } finally {
      setPrinting(false);
    }
  };
  return (
    <div data-testid="printer-settings" style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <PrinterSelect />
      <Button icon={<PrinterOutlined />} onClick={() => void printTestPage()} loading={printing} disabled={!!failure || !printer} data-testid="print-test-page">
        {printText(language, 'testPage')}
      </Button>
    </div>
  );
}

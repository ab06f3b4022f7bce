import { useMemo } from 'react';
import { Alert, Select, Space, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePrinter } from './use-printer';
import { printFailureText, printLanguage, printText } from './print-texts';
export { PRINTER_SELECT } from './printer-select-name';

export interface PrinterSelectProps extends Omit<SelectProps<string>, 'options' | 'value' | 'onChange'> {
  /** With `onChange` (a form field): the chosen printer. Without: the `printerName` setting is shown and kept. */
  value?: string;
  onChange?(name: string | undefined): void;
  /** Whether to show spec 01 §8's alert under the select while printing cannot work; default true. */
  showAlert?: boolean;
}

/**
 * The printers of the workstation print component (asked with requestID 0), the default one marked and chosen
 * unless another was. On its own it keeps the choice as the `printerName` setting; in a form (`x-component:
 * "PrinterSelect"`) it is a field like any select. While the browser has no WebSocket or the component does not
 * answer it says so (spec 01 §8).
 */
export function PrinterSelect({ value, onChange, showAlert = true, ...props }: PrinterSelectProps) {
  const { i18n } = useTranslation();
  const language = printLanguage(i18n.language);
  const { state, failure, printers, defaultPrinter, printer, choose } = usePrinter();
  const options = useMemo(
    () => printers.map((name) => ({ value: name, label: name === defaultPrinter ? `${name}${printText(language, 'defaultMark')}` : name })),
    [printers, defaultPrinter, language],
  );
  const field = onChange !== undefined;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Select<string>
        placeholder={state === 'connecting' && !printers.length ? printText(language, 'connecting') : printText(language, 'placeholder')}
        data-testid="printer-select"
        style={{ width: '100%' }}
        {...props}
        loading={state === 'connecting' || props.loading}
        options={options}
        value={field ? value : printer}
        onChange={(name) => (field ? onChange(name) : choose(name))}
      />
      {showAlert && failure && <Alert type="warning" showIcon message={printFailureText(language, failure)} data-testid="print-alert" />}
    </Space>
  );
}

import { useEffect, useRef } from 'react';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Checks the fields that show an error again when the language changes, so the messages follow the language.
 * Call it in the component that renders the `<Form form={form}>` (the form must be mounted).
 */
export function useRelocalizedErrors(form: FormInstance): void {
  const { i18n } = useTranslation();
  const shown = useRef(i18n.language);
  useEffect(() => {
    if (shown.current === i18n.language) return;
    shown.current = i18n.language;
    const withErrors = form.getFieldsError().filter((field) => field.errors.length > 0).map((field) => field.name);
    if (withErrors.length > 0) form.validateFields(withErrors).catch(() => undefined);
  }, [form, i18n.language]);
}

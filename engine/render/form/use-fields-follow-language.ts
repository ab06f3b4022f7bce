import { useRef } from 'react';
import type { Form } from '@formily/core';
import type { Language } from '../localize';

/**
 * Formily keeps a field's title, placeholder and options from when the field was made, so a schema drawn again in
 * another language would keep the old words. On a language change this drops the form's fields (not its values) and
 * gives a new key for the SchemaField, which makes them again in the new language: labels follow at once, what the
 * person typed stays.
 * @example const key = useFieldsFollowLanguage(form, language); <SchemaField key={key} schema={schema} />
 */
export function useFieldsFollowLanguage(form: Form, language: Language): string {
  const drawnIn = useRef(language);
  if (drawnIn.current !== language) {
    drawnIn.current = language;
    form.clearFormGraph('*', false);
  }
  return language;
}

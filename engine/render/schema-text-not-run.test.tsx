// @vitest-environment jsdom
/**
 * Schema text is never run: Formily compiles a string that is all `{{ … }}` with `new Function`, and a tenant override
 * may set titles, placeholders and defaults, so a tenant administrator could otherwise run script in users' browsers.
 */
import { screen } from '@testing-library/react';
import { createForm } from '@formily/core';
import { FormProvider } from '@formily/react';
import carrier from '../../schemas/base/carrier.json';
import { compileEntity } from '../schema/entity-model';
import type { EntitySchema } from '../schema/entity-schema';
import { applyMergePatch } from '../schema/tenant-override';
import { toFormilySchema } from './form/to-formily-schema';
import { renderEngine } from './testing/render-engine';
import { useSchemaField } from './use-schema-field';

const EXPRESSION = '{{"ev"+"aluated"}}';

function OverriddenCarrierForm() {
  const SchemaField = useSchemaField();
  const schema = applyMergePatch(carrier, {
    fields: { carrierName: { title: { zh: EXPRESSION, en: EXPRESSION }, default: EXPRESSION, 'x-component-props': { placeholder: EXPRESSION } } },
  }) as EntitySchema;
  return <FormProvider form={createForm()}><SchemaField schema={toFormilySchema(compileEntity(schema), { language: 'zh' })} /></FormProvider>;
}

it('draws a {{ }} title, placeholder and default as the text written, never evaluated', async () => {
  renderEngine(<OverriddenCarrierForm />);
  const input = await screen.findByRole('textbox', { name: EXPRESSION });
  expect(input.getAttribute('placeholder')).toBe(EXPRESSION);
  expect((input as HTMLInputElement).value).toBe(EXPRESSION);
  expect(screen.queryByText('evaluated')).toBeNull();
});

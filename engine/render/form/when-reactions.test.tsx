// @vitest-environment jsdom
/** `x-when` in the form: the reaction on a plain double, then a real Formily form drawn as a person sees it. */
import { act, screen } from '@testing-library/react';
import { createForm } from '@formily/core';
import { FormProvider } from '@formily/react';
import { FormLayout } from '@formily/antd-v5/esm/form-layout';
import { compileEntity } from '../../schema/entity-model';
import type { EntitySchema } from '../../schema/entity-schema';
import type { WhenRule } from '../../validation/when-rules';
import { useSchemaField } from '../use-schema-field';
import { renderEngine } from '../testing/render-engine';
import { toFormilySchema } from './to-formily-schema';
import { whenReaction, type WhenField } from './when-reactions';

/** A field double over plain values, its path one name at the top of the form. */
function double(values: Record<string, unknown>): WhenField {
  return { path: { parent: () => ({ concat: (name: string) => name }) }, form: { getValuesIn: (name) => values[name as string] }, visible: true, required: false, pattern: undefined };
}

describe('whenReaction', () => {
  const rules: WhenRule[] = [
    { field: 'kind', in: ['company'], then: 'show' }, { field: 'kind', in: ['company'], then: 'require' }, { field: 'locked', in: [true], then: 'disable' },
  ];

  it('sets display, required and pattern from the rules and the values beside the field', () => {
    const field = double({ kind: 'person' });
    whenReaction(rules)(field);
    expect(field).toMatchObject({ visible: false, required: false, pattern: undefined });
    const company = double({ kind: 'company', locked: true });
    whenReaction(rules)(company);
    expect(company).toMatchObject({ visible: true, required: true, pattern: 'disabled' });
  });

  it('keeps a base required field required, a read-only one read-only, and touches only the kinds it has', () => {
    const field = double({ kind: 'person', locked: true });
    whenReaction(rules, { required: true, readOnly: true })(field);
    expect(field).toMatchObject({ required: true, pattern: undefined });
    const shown = { ...double({}), required: true };
    whenReaction([{ field: 'kind', filled: true, then: 'disable' }])(shown);
    expect(shown).toMatchObject({ visible: true, required: true });
  });

  it('reads the values of the field’s own row (a line of a sub-table)', () => {
    const read: unknown[] = [];
    const field: WhenField = { ...double({}), path: { parent: () => ({ concat: (name: string) => `lines.0.${name}` }) }, form: { getValuesIn: (path) => (read.push(path), 'company') } };
    whenReaction(rules.slice(0, 1))(field);
    expect(read).toEqual(['lines.0.kind']);
    expect(field.visible).toBe(true);
  });
});

const customer = compileEntity({
  id: 'demo.customer', title: { zh: '客户', en: 'Customers' }, api: { pattern: 'admin', entity: 'customer' },
  fields: {
    customerType: { type: 'string', title: { zh: '客户类型', en: 'Customer type' }, enum: ['person', 'company'], 'x-enum-titles': [{ zh: '个人', en: 'Person' }, { zh: '企业', en: 'Company' }], 'x-component': 'Radio.Group' },
    taxNo: { type: 'string', title: { zh: '税号', en: 'Tax no.' }, 'x-when': [{ field: 'customerType', in: ['company'], then: 'show' }, { field: 'customerType', in: ['company'], then: 'require' }] },
  },
  list: { columns: ['customerType'] },
} as EntitySchema);

function CustomerForm({ form }: { form: ReturnType<typeof createForm> }) {
  const SchemaField = useSchemaField();
  return (
    <FormProvider form={form}>
      <FormLayout layout="vertical">
        <SchemaField schema={toFormilySchema(customer, { language: 'en' })} />
      </FormLayout>
    </FormProvider>
  );
}

describe('a conditional field in a drawn form', () => {
  it('appears when another field gets a value, is then required with its own message, and goes with it', async () => {
    const form = createForm();
    const page = renderEngine(<CustomerForm form={form} />, { language: 'en' });
    // The grid loads with the first form that draws one.
    const company = await screen.findByRole('radio', { name: 'Company' });
    expect(screen.queryByRole('textbox', { name: 'Tax no.' })).toBeNull();
    await act(() => form.validate());

    await page.user.click(company);
    const taxNo = await screen.findByRole('textbox', { name: 'Tax no.' });
    await act(() => form.validate().catch(() => undefined));
    expect(await screen.findByText('Tax no. is required')).toBeTruthy();

    await page.user.type(taxNo, '91310000MA1K');
    await act(() => form.validate());
    expect(form.values).toEqual({ customerType: 'company', taxNo: '91310000MA1K' });

    await page.user.click(screen.getByRole('radio', { name: 'Person' }));
    expect(screen.queryByRole('textbox', { name: 'Tax no.' })).toBeNull();
    await act(() => form.validate());
    expect(form.values.taxNo).toBeUndefined();
  });
});

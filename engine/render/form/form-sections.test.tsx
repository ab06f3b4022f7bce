// @vitest-environment jsdom
/** A form in sections (`form.sections`) as a person sees it: a heading per group, its fields after it. */
import { screen } from '@testing-library/react';
import { createForm } from '@formily/core';
import { FormProvider } from '@formily/react';
import carrier from '../../../schemas/base/carrier.json';
import { compileEntity } from '../../schema/entity-model';
import type { EntitySchema } from '../../schema/entity-schema';
import { useSchemaField } from '../use-schema-field';
import { renderEngine } from '../testing/render-engine';
import { toFormilySchema } from './to-formily-schema';

const model = compileEntity({
  ...(carrier as unknown as EntitySchema),
  form: { grid: 2, sections: [
    { title: { zh: '基本信息', en: 'Basics' }, fields: ['carrierCode', 'carrierName'] },
    { title: { zh: '联系方式', en: 'Contact' }, fields: ['contactName', 'contactPhone'], grid: 1 },
  ] },
});

function SectionedForm() {
  const SchemaField = useSchemaField();
  return <FormProvider form={createForm()}><SchemaField schema={toFormilySchema(model, { language: 'zh' })} /></FormProvider>;
}

describe('a form in sections', () => {
  it('draws a heading per section, each followed by its own fields', async () => {
    renderEngine(<SectionedForm />);
    const contact = await screen.findByRole('heading', { name: '联系方式' });
    const basics = screen.getByRole('heading', { name: '基本信息' });
    const order = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    const code = await screen.findByRole('textbox', { name: '承运商编码' });
    const phone = screen.getByRole('textbox', { name: '联系电话' });
    expect(order(basics, code) && order(code, contact) && order(contact, phone)).toBe(true);
    // Fields the sections leave out are not drawn.
    expect(screen.queryByRole('textbox', { name: '面单模板' })).toBeNull();
  });
});

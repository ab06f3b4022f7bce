import { compileEntity } from '../../../../../engine/schema/entity-model';
import type { EntitySchema } from '../../../../../engine/schema/entity-schema';
import { loadEntityFiles } from '../../../../../schemas/load-entity-files';
import { inOrder, listedOrder, orderFree } from './form-order';

const carrier = loadEntityFiles().map(({ json }) => json as unknown as EntitySchema).find((schema) => schema.id === 'base.carrier')!;
const withForm = (form: unknown) => ({ ...carrier, form }) as EntitySchema;

describe('form order', () => {
  it('leaves the order out of the shape, but not which fields the form (or each section) holds', () => {
    expect(orderFree(withForm({ grid: 2, fields: ['carrierName', 'contactName'] }))).toEqual(orderFree(withForm({ grid: 2, fields: ['contactName', 'carrierName'] })));
    expect(orderFree(withForm({ fields: ['carrierName'] }))).not.toEqual(orderFree(withForm({ fields: ['carrierName', 'contactName'] })));
    const sections = (a: string[], b: string[]) => withForm({ sections: [{ title: { zh: '一', en: 'One' }, fields: a }, { title: { zh: '二', en: 'Two' }, fields: b }] });
    expect(orderFree(sections(['carrierName', 'contactName'], ['templateId']))).toEqual(orderFree(sections(['contactName', 'carrierName'], ['templateId'])));
    expect(orderFree(sections(['carrierName'], ['contactName', 'templateId']))).not.toEqual(orderFree(sections(['carrierName', 'contactName'], ['templateId'])));
    // With no list the form follows `fields`: their order is kept.
    const { carrierCode, ...rest } = carrier.fields;
    expect(orderFree({ ...carrier, form: undefined, fields: { ...rest, carrierCode: carrierCode! } } as EntitySchema)).not.toEqual(orderFree({ ...carrier, form: undefined } as EntitySchema));
  });

  it('gives the listed order, and the model drawn in another one', () => {
    expect(listedOrder(withForm({ fields: ['contactName', 'carrierName'] }))).toEqual(['contactName', 'carrierName']);
    expect(listedOrder(withForm({ grid: 2 }))).toBeUndefined();
    const model = compileEntity(structuredClone(withForm({ grid: 2, fields: ['carrierName', 'contactName'] })));
    const moved = inOrder(model, { grid: 2, fields: ['contactName', 'carrierName'] });
    expect(moved.formFields).toEqual(['contactName', 'carrierName']);
    expect(moved.schema.fields).toBe(model.schema.fields);
  });
});

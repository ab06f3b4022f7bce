import type { EntitySchema } from '../../../../engine/schema/entity-schema';
import { listQidName } from '../../../../engine/schema/entity-model';
import templateSchema from '../../../../schemas/devtool/generator-template.json';
import { GENERATOR_TEMPLATE_QID, initialTemplateId, templateOptionsOf } from './generator-templates';

describe('GENERATOR_TEMPLATE_QID', () => {
  it('is the list qid of the templates’ schema', () => {
    expect(GENERATOR_TEMPLATE_QID).toBe(listQidName(templateSchema as unknown as EntitySchema));
  });
});

describe('templateOptionsOf', () => {
  it('maps rows to options, default first, leaving out rows without an id', () => {
    const options = templateOptionsOf([
      { id: 1, templateName: 'Legacy', description: 'legacy_ tables', isDefault: false },
      { id: '2', templateName: 'Standard', isDefault: true },
      { name: 'broken' },
    ]);
    expect(options).toEqual([
      { id: 2, name: 'Standard', isDefault: true },
      { id: 1, name: 'Legacy', description: 'legacy_ tables', isDefault: false },
    ]);
    expect(initialTemplateId(options)).toBe(2);
  });

  it('chooses none when no template is the default', () => {
    expect(initialTemplateId(templateOptionsOf([{ id: 3, name: 'A' }]))).toBeUndefined();
  });
});

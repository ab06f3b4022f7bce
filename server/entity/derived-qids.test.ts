import { compileEntity } from '../../engine/schema/entity-model';
import type { EntitySchema } from '../../engine/schema/entity-schema';
import { loadEntityFiles } from '../../schemas/load-entity-files';
import { QidRegistry } from '../qid/registry';
import { swapDerivedQids } from './derived-qids';
import { EntityRegistry } from './entity-registry';
import { entityQidDefinition } from './entity-qid';

const carrierJson = loadEntityFiles().find(({ file }) => file.endsWith('/carrier.json'))!.json as EntitySchema;
const carrier = (change: (schema: EntitySchema) => void = () => undefined) => {
  const schema = structuredClone(carrierJson);
  change(schema);
  return compileEntity(schema);
};

function served(registry: EntityRegistry): QidRegistry {
  const qids = new QidRegistry([]);
  for (const model of registry.stored()) qids.add(entityQidDefinition(model)!);
  return qids;
}

describe('swapDerivedQids', () => {
  it('replaces the derived list qids of the previous entities by those of the next', () => {
    const previous = new EntityRegistry([carrier()]);
    const qids = served(previous);
    const listQid = previous.stored()[0]!.listQid;
    const next = new EntityRegistry([carrier((schema) => {
      schema.fields.remark = { type: 'string', title: { zh: '备注', en: 'Remark' }, maxLength: 200 };
    })]);
    swapDerivedQids(qids, previous, next);
    expect(qids.get(listQid)!.fields.remark).toBe('remark');
    swapDerivedQids(qids, next, new EntityRegistry([]));
    expect(qids.get(listQid)).toBeUndefined();
  });

  it('puts the previous qids back when one of the next is refused', () => {
    const previous = new EntityRegistry([carrier()]);
    const qids = served(previous);
    const listQid = previous.stored()[0]!.listQid;
    const before = qids.get(listQid);
    // A qid file already answers to the next entity's list qid.
    const clash = carrier((schema) => {
      schema.id = 'base.carrierCopy';
      schema.storage!.table = 'base_carrier_copy';
      (schema.api as { list: { qid: string } }).list.qid = 'FIND_CARRIER_COPY';
    });
    qids.add({ ...entityQidDefinition(clash)!, description: 'a qid file' });
    expect(() => swapDerivedQids(qids, previous, new EntityRegistry([clash]))).toThrow(/defined twice/);
    expect(qids.get(listQid)).toBe(before);
  });
});

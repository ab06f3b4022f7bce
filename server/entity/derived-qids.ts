import type { QidRegistry } from '../qid/registry';
import type { QidDefinition } from '../qid/definition';
import type { EntityRegistry } from './entity-registry';
import { entityQidDefinition, sliceQidDefinition } from './entity-qid';

/**
 * The qids the engine derives from a registry's schemas: each stored entity's list qid (admin and base patterns), and
 * each slice page's qid (qid pattern with `list.fixedFilters`), made from the shared qid as `qids` holds it.
 */
export function derivedQids(entities: EntityRegistry, qids: Pick<QidRegistry, 'get'>): { definition: QidDefinition; source: string }[] {
  const derived: { definition: QidDefinition; source: string }[] = [];
  for (const model of entities.stored()) {
    const definition = entityQidDefinition(model);
    if (definition) derived.push({ definition, source: `${model.id} (derived list qid)` });
  }
  for (const model of entities.all()) {
    const api = model.schema.api;
    if (api.pattern !== 'qid' || !model.schema.list.fixedFilters) continue;
    const shared = qids.get(api.qid);
    if (!shared) throw new Error(`${model.id}: unknown qid "${api.qid}"`);
    derived.push({ definition: sliceQidDefinition(model, shared), source: `${model.id} (derived slice of ${api.qid})` });
  }
  return derived;
}

/** Adds the derived qids of `entities` to `qids` (at start). */
export function addDerivedQids(qids: QidRegistry, entities: EntityRegistry): void {
  for (const { definition, source } of derivedQids(entities, qids)) qids.add(definition, source);
}

/**
 * Replaces the derived qids of one registry's entities by those of the next (a reloaded schema may add an entity or
 * change its filters and columns). All or nothing: when one of the next qids is refused (taken by a qid file,
 * invalid), the previous ones are put back and the error is thrown.
 */
export function swapDerivedQids(qids: QidRegistry, previous: EntityRegistry, next: EntityRegistry): void {
  // The definitions being served (not fresh copies): a rollback puts back the very objects, whose compiled SQL is cached.
  const before = derivedQids(previous, qids).flatMap(({ definition, source }) => {
    const served = qids.get(definition.qid);
    return served ? [{ definition: served, source }] : [];
  });
  before.forEach(({ definition }) => qids.remove(definition.qid));
  const added: string[] = [];
  try {
    for (const { definition, source } of derivedQids(next, qids)) {
      qids.add(definition, source);
      added.push(definition.qid);
    }
  } catch (error) {
    added.forEach((qid) => qids.remove(qid));
    before.forEach(({ definition, source }) => qids.add(definition, source));
    throw error;
  }
}

import type { QidRegistry } from '../qid/registry';
import type { EntityRegistry } from './entity-registry';
import { entityQidDefinition } from './entity-qid';

/**
 * Replaces the derived list qids of one registry's entities by those of the next (a reloaded schema may add an
 * entity or change its filters and columns). All or nothing: when one of the next qids is refused (taken by a qid
 * file, invalid), the previous ones are put back and the error is thrown.
 */
export function swapDerivedQids(qids: QidRegistry, previous: EntityRegistry, next: EntityRegistry): void {
  // The definitions being served (not fresh copies): a rollback puts back the very objects, whose compiled SQL is cached.
  const before = previous.stored().flatMap((model) => {
    const definition = entityQidDefinition(model) && qids.get(model.listQid);
    return definition ? [{ model, definition }] : [];
  });
  before.forEach(({ definition }) => qids.remove(definition.qid));
  const added: string[] = [];
  try {
    for (const model of next.stored()) {
      const definition = entityQidDefinition(model);
      if (!definition) continue;
      qids.add(definition, `${model.id} (derived list qid)`);
      added.push(definition.qid);
    }
  } catch (error) {
    added.forEach((qid) => qids.remove(qid));
    before.forEach(({ model, definition }) => qids.add(definition, `${model.id} (derived list qid)`));
    throw error;
  }
}

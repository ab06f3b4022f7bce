import { defaultEntityRegistry } from './entity-registry';
import { DEMO_ROWS } from './seed-entities';
import { rowValidator } from './row-validator';

describe('the demo rows', () => {
  it('are rows their schemas accept, for entities the repository has', () => {
    for (const [entityId, tenants] of Object.entries(DEMO_ROWS)) {
      const model = defaultEntityRegistry().get(entityId);
      expect(model, entityId).toBeDefined();
      for (const row of [...tenants.demo, ...tenants.harbor]) {
        expect(() => rowValidator(model!, 'create').check(row, 'en'), `${entityId} ${JSON.stringify(row)}`).not.toThrow();
      }
    }
  });
});

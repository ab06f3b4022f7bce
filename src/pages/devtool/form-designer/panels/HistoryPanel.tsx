import type { EntitySchema } from '../../../../../engine/schema/entity-schema';

/** The tenant's override versions of a schema, with their changes; roll back (being built). */
export function HistoryPanel(_props: { schemaId: string; onRolledBack(merged: EntitySchema): void }) {
  return <div data-testid="history-panel" />;
}

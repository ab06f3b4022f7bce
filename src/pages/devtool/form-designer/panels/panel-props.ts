import type { EntitySchema } from '../../../../../engine/schema/entity-schema';

/** What the designer is saving to: the signed-in (or chosen) tenant's override, or the base file (development mode). */
export type DesignTarget = 'override' | 'base';

/** The design the bottom panels read: the schema as edited, the base it started from (none: a new entity). */
export interface DesignProps {
  schemaId: string | undefined;
  base: EntitySchema | undefined;
  /** The whole schema as the person has drawn it (may not pass the meta-schema while they type). */
  edited: Record<string, unknown>;
  target: DesignTarget;
  /** The tenant an override is designed for (default: the signed-in one). */
  tenantCode?: string;
}

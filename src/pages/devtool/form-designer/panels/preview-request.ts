/**
 * What the preview asks the server for, and what it reads from the reply. React-free.
 */
import type { EntitySchema } from '../../../../../engine/schema/entity-schema';
import { createMergePatch } from '../../../../../engine/schema/tenant-override';
import type { PreviewReply } from '../../devtool-api';
import type { DesignProps } from './panel-props';

/** The draft being designed, or the tenant's saved (active) override. */
export type PreviewMode = 'draft' | 'saved';

/** Drawn as designed, with no server call, or asked of the server with this patch (undefined: the active override). */
export type PreviewRequest = { local: true } | { local: false; schemaId: string; patch: unknown };

/**
 * A new entity (no schema id or base) is drawn as designed; otherwise the server merges and cuts it for the
 * audience: the draft as the merge patch from the base to the edited schema, or the saved override.
 */
export function previewRequest(design: Pick<DesignProps, 'schemaId' | 'base' | 'edited' | 'target'>, mode: PreviewMode): PreviewRequest {
  if (!design.schemaId || !design.base) return { local: true };
  const draft = design.target === 'base' || mode === 'draft';
  return { local: false, schemaId: design.schemaId, patch: draft ? createMergePatch(design.base, design.edited) : undefined };
}

/** The reply for a design drawn as it is: everything open, every button, nothing hidden. */
export function localReply(edited: Record<string, unknown>): PreviewReply {
  return { opens: true, schema: edited as unknown as EntitySchema, overrideVersion: null, buttons: 'all', access: { hidden: [], masked: {} } };
}

/** The schema's actions the audience's buttons allow (an action without a button is always there). */
export function allowedActions(schema: EntitySchema, buttons: PreviewReply['buttons']): string[] {
  return Object.entries(schema.actions ?? {})
    .filter(([, spec]) => buttons === 'all' || spec.button === undefined || buttons.includes(spec.button))
    .map(([key]) => key);
}

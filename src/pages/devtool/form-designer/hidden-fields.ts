/**
 * The fields the current view leaves out that may be put into it: any field in the base file; in an override, the
 * base's own fields of that view (an override may not bring in a field the base left out) and its custom fields
 * (not among the filters: the server filters by base columns only). Pure.
 */
import { EXT_FIELD_PREFIX } from '../../../../engine/schema/entity-check';
import { fieldsOf, viewGroups, type DesignJson } from './design-schema';
import type { DesignState } from './designer-state';

export function hiddenFieldsOf(state: Pick<DesignState, 'edited' | 'base' | 'target' | 'view'>): string[] {
  const shown = new Set(viewGroups(state.edited, state.view).flatMap((group) => group.names));
  const left = Object.keys(fieldsOf(state.edited)).filter((name) => !shown.has(name));
  if (state.target === 'base' || !state.base) return left;
  const allowed = new Set(viewGroups(state.base as unknown as DesignJson, state.view).flatMap((group) => group.names));
  return left.filter((name) => allowed.has(name) || (state.view !== 'filters' && name.startsWith(EXT_FIELD_PREFIX)));
}

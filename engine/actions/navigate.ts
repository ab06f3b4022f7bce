import type { Row } from '../data/entity-source';
import type { ActionDefinition } from './action-types';

/**
 * Fills `:field` placeholders of a path from a row, URI-encoded.
 * @example fillPath('/orders/:orderCode', { orderCode: 'A 1' }); // '/orders/A%201'
 */
export function fillPath(path: string, row: Row | undefined): string {
  return path.replace(/:(\w+)/g, (_, field: string) => encodeURIComponent(String(row?.[field] ?? '')));
}

/** Opens the route in `target` (with `:field` placeholders filled from the row). */
export const navigateAction: ActionDefinition = {
  name: 'navigate',
  scope: 'row',
  label: 'action.navigate',
  async run({ env, spec, row, selection }) {
    if (spec.target) env.navigate(fillPath(spec.target, row ?? selection[0]));
  },
};

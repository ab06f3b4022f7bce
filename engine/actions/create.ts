import type { ActionDefinition } from './action-types';

/** Opens the empty form. */
export const createAction: ActionDefinition = {
  name: 'create',
  scope: 'toolbar',
  label: 'action.create',
  run: async ({ env }) => env.openForm('create'),
};

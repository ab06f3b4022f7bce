/**
 * The registries schema pages render with, made once when the schema page code loads: the Formily components plus
 * the widgets (widgets/index.ts), and the built-in actions.
 */
import { createComponentRegistry } from '../../../engine/registry/components';
import { createActionRegistry } from '../../../engine/actions/index';
import { registerWidgetActions, registerWidgets } from '../../../widgets/index';

export const schemaComponents = createComponentRegistry();
registerWidgets(schemaComponents);

export const schemaActions = createActionRegistry();
registerWidgetActions(schemaActions);

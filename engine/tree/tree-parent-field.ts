import type { EntityModel } from '../schema/entity-model';

/** The registered name of the tree picker widget (widgets/tree-picker). */
export const TREE_PICKER = 'TreePicker';

/**
 * How a tree schema's form draws its parent field: the tree picker over the entity's own tree read, the edited node
 * (`rowId`) and its descendants disabled. Nothing for any other field, or when the schema names a component itself.
 * @example treeParentField(menuModel, 'menuParent') // { 'x-component': 'TreePicker', 'x-component-props': { url: '/api/admin/sysmenu/querySysMenuTree', … } }
 */
export function treeParentField(model: EntityModel, name: string, rowId?: number): { 'x-component': string; 'x-component-props': Record<string, unknown> } | undefined {
  const tree = model.schema.tree;
  const read = model.endpoints.tree;
  const field = model.schema.fields[name];
  if (!tree || !read || tree.parent !== name || !field || field['x-component']) return undefined;
  return { 'x-component': TREE_PICKER, 'x-component-props': { url: read.path, labelField: tree.label, ...(rowId === undefined ? {} : { excludeId: rowId }), ...field['x-component-props'] } };
}

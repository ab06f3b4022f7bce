import type { EntitySchema } from '../schema/entity-schema';

/** A problem of a schema's `tree` key, as a JSON pointer and a message (entity-check.ts ties it to the file). */
export interface TreeProblem {
  path: string;
  message: string;
}

/**
 * The `tree` key's references: the parent, label and sequence fields exist; the parent holds a row id (an integer,
 * like `id`) and may be empty (roots have none); the sequence is a number.
 */
export function treeProblems(schema: EntitySchema): TreeProblem[] {
  const tree = schema.tree;
  if (!tree) return [];
  const problems: TreeProblem[] = [];
  const field = (key: 'parent' | 'label' | 'sequence') => {
    const name = tree[key];
    if (name === undefined) return undefined;
    const found = schema.fields[name];
    if (!found) problems.push({ path: `/tree/${key}`, message: `unknown field "${name}"` });
    return found;
  };
  const parent = field('parent');
  if (parent && parent.type !== 'integer') problems.push({ path: '/tree/parent', message: `"${tree.parent}" holds a row id, so it must be of type integer (not ${parent.type})` });
  if (parent?.required) problems.push({ path: '/tree/parent', message: `"${tree.parent}" cannot be required: a root has no parent` });
  field('label');
  const sequence = field('sequence');
  if (sequence && sequence.type !== 'integer' && sequence.type !== 'number') problems.push({ path: '/tree/sequence', message: `"${tree.sequence}" orders siblings, so it must be a number` });
  if (!schema.storage) problems.push({ path: '/tree', message: 'a tree needs storage (its rows are read from its table)' });
  return problems;
}

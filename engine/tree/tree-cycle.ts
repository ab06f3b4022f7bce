/**
 * Whether giving `nodeId` the parent `parentId` would close a loop: the node itself, or any node below it. Walks up
 * from the new parent through `parents` (id → parent id); a loop already in the data stops the walk, not the caller.
 * @example wouldCycle(1, 3, new Map([[2, 1], [3, 2]])) // true: 3 is below 1
 */
export function wouldCycle(nodeId: number, parentId: number | null, parents: ReadonlyMap<number, number | null>): boolean {
  const seen = new Set<number>();
  let current: number | null | undefined = parentId;
  while (current !== null && current !== undefined && !seen.has(current)) {
    if (current === nodeId) return true;
    seen.add(current);
    current = parents.get(current);
  }
  return false;
}

/** The ids below `nodeId` (children, their children, …), from an id → parent id map. */
export function descendantIds(nodeId: number, parents: ReadonlyMap<number, number | null>): Set<number> {
  const children = new Map<number, number[]>();
  for (const [id, parent] of parents) if (parent !== null) children.set(parent, [...(children.get(parent) ?? []), id]);
  const result = new Set<number>();
  const stack = [...(children.get(nodeId) ?? [])];
  while (stack.length) {
    const id = stack.pop()!;
    if (result.has(id) || id === nodeId) continue;
    result.add(id);
    stack.push(...(children.get(id) ?? []));
  }
  return result;
}

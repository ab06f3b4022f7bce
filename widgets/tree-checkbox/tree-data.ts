/**
 * What the checkable tree (TreeCheckbox) reads from its call, pure: a reply's nodes `[{ key, title, children }]`
 * and the keys checked on the server, from any of the shapes a call answers with — the nodes themselves, or
 * `{ tree, checkedKeys }`, either bare or under a command call's `result` (docs/schemas.md, "TreeCheckbox").
 */
export interface CheckNode {
  key: string;
  title: string;
  children?: CheckNode[];
}

export interface TreeReply {
  tree: CheckNode[];
  /** Undefined when the call says nothing about what is checked. */
  checkedKeys?: string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/** Nodes with a string key and title, children only where there are some (antd draws no expander on a leaf). */
function nodesOf(value: unknown): CheckNode[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).map((node) => {
    const children = nodesOf(node.children);
    return { key: String(node.key), title: String(node.title ?? node.key), ...(children.length ? { children } : {}) };
  });
}

/**
 * How to read a flat list reply (`[{ field, title, granted }]`, e.g. queryDataFieldByMenuCode) as leaves: the item's
 * key, title and checked fields.
 */
export interface ItemFields {
  keyField: string;
  titleField?: string;
  checkedField?: string;
}

/** A flat list's items as leaves, and the keys of those whose `checkedField` is true. */
function itemsReply(items: unknown[], fields: ItemFields): TreeReply {
  const records = items.filter(isRecord);
  const tree = records.map((item) => ({ key: String(item[fields.keyField]), title: String(item[fields.titleField ?? fields.keyField] ?? item[fields.keyField]) }));
  const checkedField = fields.checkedField;
  return { tree, ...(checkedField ? { checkedKeys: records.filter((item) => item[checkedField] === true).map((item) => String(item[fields.keyField])) } : {}) };
}

/**
 * @example treeReply({ result: { tree: [{ key: 'menu:1', title: '系统管理', children: [] }], checkedKeys: ['menu:1'] } });
 *   // { tree: [{ key: 'menu:1', title: '系统管理' }], checkedKeys: ['menu:1'] }
 * @example treeReply({ result: [{ field: 'phone', title: '电话', granted: true }] }, { keyField: 'field', titleField: 'title', checkedField: 'granted' });
 *   // { tree: [{ key: 'phone', title: '电话' }], checkedKeys: ['phone'] }
 */
export function treeReply(data: unknown, items?: ItemFields): TreeReply {
  const body = isRecord(data) && 'result' in data ? data.result : data;
  if (Array.isArray(body) && items) return itemsReply(body, items);
  if (Array.isArray(body)) return { tree: nodesOf(body) };
  if (!isRecord(body)) return { tree: [] };
  const checked = Array.isArray(body.checkedKeys) ? body.checkedKeys.map(String) : undefined;
  return { tree: nodesOf(body.tree), ...(checked ? { checkedKeys: checked } : {}) };
}

/** The call's URL with the dependency's value as a query parameter (none when it is empty). */
export function treeUrl(url: string, param: string | undefined, value: unknown): string {
  if (!param || value === undefined || value === null || value === '') return url;
  return `${url}${url.includes('?') ? '&' : '?'}${encodeURIComponent(param)}=${encodeURIComponent(String(value))}`;
}

/** The call's URL with each dependency's value as its parameter, in order. */
export function treeUrlOf(url: string, values: readonly { param: string; value: unknown }[]): string {
  return values.reduce((at, { param, value }) => treeUrl(at, param, value), url);
}

/** The keys of the first levels, expanded when the tree opens (a big tree opens closed below them). */
export function firstLevelKeys(tree: readonly CheckNode[]): string[] {
  return tree.filter((node) => node.children?.length).map((node) => node.key);
}

/**
 * The nodes whose title holds `text` (case-insensitive) with their ancestors, and the keys to expand to show them
 * and their children (a menu found shows its buttons). An empty text keeps the tree.
 * @example filterTree([{ key: 'a', title: '系统管理', children: [{ key: 'b', title: '菜单管理' }, { key: 'c', title: '组织' }] }], '菜单');
 *   // { tree: [{ key: 'a', title: '系统管理', children: [{ key: 'b', title: '菜单管理' }] }], expanded: ['a'] }
 */
export function filterTree(tree: readonly CheckNode[], text: string): { tree: CheckNode[]; expanded: string[] } {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return { tree: [...tree], expanded: [] };
  const expanded: string[] = [];
  const walk = (nodes: readonly CheckNode[]): CheckNode[] => nodes.flatMap((node) => {
    if (node.title.toLowerCase().includes(wanted)) {
      if (node.children?.length) expanded.push(node.key);
      return [node];
    }
    const children = walk(node.children ?? []);
    if (!children.length) return [];
    expanded.push(node.key);
    return [{ ...node, children }];
  });
  const result = walk(tree);
  return { tree: result, expanded };
}

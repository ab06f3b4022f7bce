export { AddressTree, AddressTreeBase } from './AddressTree';
export type { AddressTreeProps } from './AddressTree';
export { buildAddressTree, compareByFirstCharacter, firstCharacter, keysOfPath, nodeKey, pathOf, sortByFirstCharacter, toAddressRows } from './address-tree-model';
export type { AddressNode, AddressRow, BuildOptions } from './address-tree-model';

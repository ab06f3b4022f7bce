/**
 * The heavy Formily components for structures — tree select, cascader and the sub-table (ArrayTable with its
 * drag-and-drop) — loaded in one chunk the first time a form draws one of them. Date and time pickers have their own
 * chunk (date-components.ts): list filters need them often, and alone they are less than half the size. Few chunks
 * rather than one per component keeps the bundler from cutting the shared antd code into many small pieces.
 */
export { TreeSelect } from '@formily/antd-v5/esm/tree-select';
export { Cascader } from '@formily/antd-v5/esm/cascader';
export { ArrayTable } from '@formily/antd-v5/esm/array-table';

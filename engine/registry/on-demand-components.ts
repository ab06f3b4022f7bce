/**
 * The heavy Formily components, loaded in one chunk the first time a form draws one of them: date and time
 * pickers, tree select, cascader and the sub-table (ArrayTable with its drag-and-drop). One chunk rather than one
 * per component keeps the bundler from cutting the shared antd code into many small pieces (which costs every page).
 */
export { DatePicker } from '@formily/antd-v5/esm/date-picker';
export { TimePicker } from '@formily/antd-v5/esm/time-picker';
export { TreeSelect } from '@formily/antd-v5/esm/tree-select';
export { Cascader } from '@formily/antd-v5/esm/cascader';
export { ArrayTable } from '@formily/antd-v5/esm/array-table';

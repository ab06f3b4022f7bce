/**
 * What opens over the list on demand (the form dialog or page, the detail drawer, the import report), loaded as one
 * chunk the first time one of them opens: the list's first screen is only the filters and the table.
 */
export { FormDialog } from '../form/FormDialog';
export { FormPage } from '../form/FormPage';
export { DetailDrawer } from '../detail/DetailDrawer';
export { ImportErrorsModal } from './ImportErrorsModal';

/**
 * The widgets a schema may name, registered explicitly (STYLE.md habit 4). The app calls {@link registerWidgets}
 * on the component registry it renders schema pages with.
 */
import type { ComponentRegistry } from '../engine/registry/components';
import type { ActionRegistry } from '../engine/actions/index';
import { lazyComponent } from '../engine/registry/lazy-component';
import { DICT_SELECT, DICT_TAG, REF_SELECT } from '../engine/render/form/field-component';
import { DictSelect } from './dict-select/DictSelect';
import { DictTag } from './dict-select/DictTag';
import { PRINTER_SELECT } from './printing/printer-select-name';
import { PRINT_ACTION, printAction } from './printing/print-action';
import { FileUploadField, UPLOAD } from './file-upload/index';
import { RICH_TEXT, RichText } from './rich-text/index';
import { RemoteSelect } from './remote-select/RemoteSelect';
import { TREE_PICKER } from '../engine/tree/tree-parent-field';

/** Adds every widget to a component registry (throws if one is already there). */
export function registerWidgets(registry: ComponentRegistry): void {
  registry.register(DICT_SELECT, DictSelect);
  registry.register(DICT_TAG, DictTag);
  // The cascader and the tree bring antd's Cascader and Tree: loaded the first time a form draws one.
  registry.register('RegionCascader', lazyComponent(() => import('./region-cascader/RegionCascader').then((m) => m.RegionCascader)));
  registry.register('AddressTree', lazyComponent(() => import('./address-tree/AddressTree').then((m) => m.AddressTree)));
  // The file link and copy text bring antd's Typography and a clipboard helper: loaded when a page draws one.
  registry.register('FileLink', lazyComponent(() => import('./downloads/FileLink').then((m) => m.FileLink)));
  registry.register('CopyText', lazyComponent(() => import('./downloads/CopyText').then((m) => m.CopyText)));
  registry.register(UPLOAD, FileUploadField);
  // The printer select brings antd's Select and Alert and the print component's client: loaded when drawn.
  registry.register(PRINTER_SELECT, lazyComponent(() => import('./printing/PrinterSelect').then((m) => m.PrinterSelect)));
  registry.register(RICH_TEXT, RichText);
  registry.register('RemoteSelect', RemoteSelect);
  // The reference picker (every x-ref field): loaded the first time a form or filter draws one.
  registry.register(REF_SELECT, lazyComponent(() => import('./ref-select/RefSelect').then((m) => m.RefSelect)));
  // The tree picker brings antd's TreeSelect: loaded the first time a form draws one.
  registry.register(TREE_PICKER, lazyComponent(() => import('./tree-picker/TreePicker').then((m) => m.TreePicker)));
  // The checkable tree brings antd's Tree: loaded the first time a form draws one (a command's grants).
  registry.register('TreeCheckbox', lazyComponent(() => import('./tree-checkbox/TreeCheckbox').then((m) => m.TreeCheckbox)));
  registry.register('ScanBox', lazyComponent(() => import('./scan-box/ScanBox').then((m) => m.ScanBox)));
  registry.register('TemplatePreview', lazyComponent(() => import('./template-preview/TemplatePreview').then((m) => m.TemplatePreview)));
  // The trajectory search brings antd's Timeline and Card: loaded when /travelManageCenter draws it.
  registry.register('ParcelTrajectory', lazyComponent(() => import('./parcel-trajectory/ParcelTrajectory').then((m) => m.ParcelTrajectory)));
}

/** Adds the actions widgets bring (the printing widget's `print`) to an action registry (throws if one is there). */
export function registerWidgetActions(registry: ActionRegistry): void {
  registry.register(PRINT_ACTION, printAction);
}

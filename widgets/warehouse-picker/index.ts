export { WarehousePicker, WarehouseTiles, pickWarehouse } from './WarehousePicker';
export type { ModalApi, PickWarehouseOptions, WarehousePickerProps, WarehouseSource, WarehouseTilesProps } from './WarehousePicker';
export { isPickable, tileWidth, UNDER_CONSTRUCTION_MESSAGE, WAREHOUSE_QUERY } from './warehouse-tiles';
export type { WarehouseItem } from './warehouse-tiles';

export { RegionCascader, RegionCascaderBase } from './RegionCascader';
export type { RegionCascaderProps } from './RegionCascader';
export { RegionPathText } from './RegionPathText';
export type { RegionPathTextProps } from './RegionPathText';
export { COUNTRY_QID, REGION_LEVELS, REGION_QID, clampDepth, levelOf, loadRegionChain, loadRegionLevel, toRegionPath } from './region-levels';
export type { RegionRow, RegionSource } from './region-levels';
export { hasPath, labelOptions, optionsFromChain, pathLabels, toRegionOptions, withChildren, withFailedLoad } from './region-options';
export type { LabelledOption, RegionOption } from './region-options';
export { regionTexts } from './region-texts';


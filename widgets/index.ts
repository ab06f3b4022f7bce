/**
 * The widgets a schema may name, registered explicitly (STYLE.md habit 4). The app calls {@link registerWidgets}
 * on the component registry it renders schema pages with.
 */
import type { ComponentRegistry } from '../engine/registry/components';
import { DICT_SELECT, DICT_TAG } from '../engine/render/form/field-component';
import { DictSelect } from './dict-select/DictSelect';
import { DictTag } from './dict-select/DictTag';

/** Adds every widget to a component registry (throws if one is already there). */
export function registerWidgets(registry: ComponentRegistry): void {
  registry.register(DICT_SELECT, DictSelect);
  registry.register(DICT_TAG, DictTag);
}

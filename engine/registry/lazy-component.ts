import { createElement, lazy, Suspense, type ComponentType } from 'react';

/**
 * A component whose code loads the first time it renders (its own chunk), drawn as nothing until then. Heavy
 * field components (date pickers, cascaders, sub-tables) are registered this way, so a schema page that does not
 * use them does not download them.
 * @example const DatePicker = lazyComponent(() => import('@formily/antd-v5/esm/date-picker').then((m) => m.DatePicker));
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyComponent(load: () => Promise<ComponentType<any>>): ComponentType<any> {
  const Lazy = lazy(async () => ({ default: await load() }));
  const Loaded = (props: object) => createElement(Suspense, { fallback: null }, createElement(Lazy, props));
  return Loaded;
}

/**
 * Stands in for the `resize-observer-polyfill` package that antd's rc-* components import (vite.config.ts aliases
 * it here): every browser the app supports has ResizeObserver, so the first screen need not carry the polyfill.
 */
export default globalThis.ResizeObserver;

/**
 * The button codes the person holds on the current route (spec 01 §6), given by the app from its menu authority
 * (the engine never reads the session). `'all'` for administrators.
 * @example <ButtonsProvider value={new Set(['add', 'edit'])}>…</ButtonsProvider>
 */
import { createContext, useContext, type ReactNode } from 'react';

export type AllowedButtons = ReadonlySet<string> | 'all';

const ButtonsContext = createContext<AllowedButtons>(new Set());

export function ButtonsProvider({ value, children }: { value: AllowedButtons; children: ReactNode }) {
  return <ButtonsContext.Provider value={value}>{children}</ButtonsContext.Provider>;
}

/** The allowed buttons (none outside a provider). */
export function useAllowedButtons(): AllowedButtons {
  return useContext(ButtonsContext);
}

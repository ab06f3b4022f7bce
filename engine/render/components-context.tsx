/**
 * The component registry engine pages render with (Formily components plus the app's widgets), given by the app.
 * @example <ComponentsProvider value={registry}>…</ComponentsProvider>
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { ComponentRegistry } from '../registry/components';

const ComponentsContext = createContext<ComponentRegistry | null>(null);

export function ComponentsProvider({ value, children }: { value: ComponentRegistry; children: ReactNode }) {
  return <ComponentsContext.Provider value={value}>{children}</ComponentsContext.Provider>;
}

/** The registry of the surrounding provider. @throws Error outside a ComponentsProvider. */
export function useComponents(): ComponentRegistry {
  const registry = useContext(ComponentsContext);
  if (!registry) throw new Error('useComponents needs a <ComponentsProvider> around it');
  return registry;
}

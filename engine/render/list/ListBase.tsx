import type { ReactNode } from 'react';
import { ListContext } from './list-context';
import { useListController, type ListControllerOptions } from './useListController';

/** Runs the list controller and puts its result in context for the views below (react-admin's `*Base`). */
export function ListBase({ children, ...options }: ListControllerOptions & { children: ReactNode }) {
  const controller = useListController(options);
  return <ListContext.Provider value={controller}>{children}</ListContext.Provider>;
}

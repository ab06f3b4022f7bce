import { createContext, useContext } from 'react';
import type { ListController } from './useListController';

/** The list controller of the surrounding ListBase. */
export const ListContext = createContext<ListController | null>(null);

/** @throws Error outside a ListBase. */
export function useListContext(): ListController {
  const controller = useContext(ListContext);
  if (!controller) throw new Error('useListContext needs a <ListBase> around it');
  return controller;
}

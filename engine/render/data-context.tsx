/**
 * The generic data query for widgets and pages, given by the app (engine and widgets never import `src/`).
 * @example <DataQueryProvider value={dataQuery}><DictSelect dictionaryCode="lockState" /></DataQueryProvider>
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { DataQuery } from '../data/data-query';

/** What widgets may call: the qid list and page queries. */
export type DataQueryPort = Pick<DataQuery, 'findAll' | 'findPage'>;

const DataQueryContext = createContext<DataQueryPort | null>(null);

export function DataQueryProvider({ value, children }: { value: DataQueryPort; children: ReactNode }) {
  return <DataQueryContext.Provider value={value}>{children}</DataQueryContext.Provider>;
}

/** The data query of the surrounding provider. @throws Error outside a DataQueryProvider. */
export function useDataQuery(): DataQueryPort {
  const query = useContext(DataQueryContext);
  if (!query) throw new Error('useDataQuery needs a <DataQueryProvider> around it');
  return query;
}

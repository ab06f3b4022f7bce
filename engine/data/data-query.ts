import type { AxiosInstance } from 'axios';
import type { Envelope } from './envelope';
import { formEncode } from './http-client';

/** A page of a qid query (the server's findPageByCallId reply). */
export interface QidPage<T> {
  list: T[];
  total: number;
  currentPage: number;
  pageSize: number;
}

export interface QidParams {
  qid: string;
  /** Filter values; sent JSON-encoded in `filters`. */
  filters?: Record<string, unknown>;
  currentPage?: number;
  pageSize?: number;
  sort?: string;
  order?: 'asc' | 'desc';
}

/**
 * The generic data query (spec 01 §7): form-encoded, object fields JSON-encoded. `service` picks the prefix
 * (bdtibs or bdttms); both answer the same qids.
 */
export function createDataQuery(http: AxiosInstance, service: 'bdtibs' | 'bdttms' = 'bdtibs') {
  const post = async <T>(call: string, params: QidParams, silent?: boolean): Promise<T> => {
    const reply = await http.post<Envelope<T>>(`/api/${service}/dataQuery/${call}`, formEncode({ ...params }), { silent });
    return reply.data.data;
  };
  return {
    findAll: <T>(params: QidParams, options: { silent?: boolean } = {}) => post<T[]>('findAllByCallId', params, options.silent),
    findPage: <T>(params: QidParams, options: { silent?: boolean } = {}) => post<QidPage<T>>('findPageByCallId', params, options.silent),
  };
}

export type DataQuery = ReturnType<typeof createDataQuery>;

import type { AxiosInstance } from 'axios';
import type { Envelope } from '../../../engine/data/envelope';
import type { SettingsStore } from '../../../engine/render/list/column-settings';

/** The per-user settings API (docs/api.md): `GET`/`PUT /api/clearway/user-settings/{key}`, JSON `{ value }`. */
export function createUserSettingsStore(http: Pick<AxiosInstance, 'get' | 'put'>): SettingsStore {
  const path = (key: string) => `/api/clearway/user-settings/${encodeURIComponent(key)}`;
  return {
    load: async (key) => (await http.get<Envelope<unknown>>(path(key), { silent: true })).data.data,
    save: async (key, value) => void (await http.put(path(key), { value }, { silent: true })),
  };
}

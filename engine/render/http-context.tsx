/**
 * The app's HTTP client for widgets that make a call of their own (the scan box records scans), given by the app:
 * engine and widgets never import `src/`, and never create an axios instance (STYLE.md habit 3).
 * @example <HttpProvider value={http}><ScanBox scanType="putIn" /></HttpProvider>
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { AxiosInstance } from 'axios';

/** What widgets may call: the client's `request` (it adds the token and applies spec 01 §8 to failures). */
export type HttpPort = Pick<AxiosInstance, 'request'>;

const HttpContext = createContext<HttpPort | null>(null);

export function HttpProvider({ value, children }: { value: HttpPort; children: ReactNode }) {
  return <HttpContext.Provider value={value}>{children}</HttpContext.Provider>;
}

/** The client of the surrounding provider, or undefined outside one (the widget then says it cannot send). */
export function useHttp(): HttpPort | undefined {
  return useContext(HttpContext) ?? undefined;
}

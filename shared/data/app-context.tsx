// What every component may use without props: the API client (the browser's, or on the server
// the request's, whose calls only loaders make) and the public config of server/config.ts. The
// app provides both at its root (shared/app/app.tsx), on the server and in the browser, so no
// component calls fetch itself or reads the page's handoff JSON.
import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from './api-client.ts';
import type { PublicConfig } from './public-config.ts';

export interface AppServices {
  api: ApiClient;
  site: PublicConfig;
}

const AppServicesContext = createContext<AppServices | null>(null);

export function AppServicesProvider({
  services,
  children,
}: {
  services: AppServices;
  children: ReactNode;
}) {
  return <AppServicesContext.Provider value={services}>{children}</AppServicesContext.Provider>;
}

function useServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (!services) throw new Error('AppServicesProvider is missing above this component.');
  return services;
}

/** The one API client: every browser call to `/api` goes through it. */
export const useApi = (): ApiClient => useServices().api;

export const usePublicConfig = (): PublicConfig => useServices().site;

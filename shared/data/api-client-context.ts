// The browser's ApiClient for components that call the platform after hydration (a button, not a
// loader). The browser entry provides it; on the server there is none, and nothing asks for it
// before the guest acts.
import { createContext, useContext } from 'react';
import type { ApiClient } from './api-client.ts';

export const ApiClientContext = createContext<ApiClient | null>(null);

export function useApiClient(): () => ApiClient {
  const api = useContext(ApiClientContext);
  return () => {
    if (!api) throw new Error('The ApiClient is only available in the browser.');
    return api;
  };
}

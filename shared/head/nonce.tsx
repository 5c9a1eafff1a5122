// The CSP nonce of the document (OWASP ASVS: no script without it), for scripts React renders.
import { createContext, useContext } from 'react';

export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = (): string | undefined => useContext(NonceContext);

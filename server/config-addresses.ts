// Address rules of the settings (server/config.ts): the loopback spellings of a local site, and
// the entries the platform's trusted-proxy list takes.
import { isIP } from 'node:net';

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * Outside production, a site at http://localhost:3000 is the same site at http://127.0.0.1:3000
 * and http://[::1]:3000: a guest who opens either may sign in and post forms.
 * The session cookie is host-only, so each address keeps its own; nothing else names the host.
 */
export function loopbackAliases(origin: string): string[] {
  if (!origin) return [];
  const url = new URL(origin);
  if (!LOOPBACK_HOSTS.includes(url.hostname)) return [];
  return LOOPBACK_HOSTS.filter((host) => host !== url.hostname).map((host) => {
    const alias = new URL(origin);
    alias.hostname = host;
    return alias.origin;
  });
}

/** An entry Express's `trust proxy` (proxy-addr) takes: a name, an address or address/prefix. */
export function isProxyEntry(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const kind = isIP(address);
  if (!kind || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (kind === 4 ? 32 : 128);
}

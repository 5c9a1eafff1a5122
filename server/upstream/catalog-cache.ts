// The platform's public catalog — CMS documents and page modules, hotels, places, reviews and
// corporate account names — is the same for every guest and changes rarely. The web process
// keeps each answer for a short time (CATALOG_CACHE_SECONDS) and then serves it stale while one
// call refreshes it, and while the platform is failing, for up to CATALOG_CACHE_STALE_SECONDS.
// So a page's shell does not wait for the platform once its catalog data has been seen (a
// fast first byte), and place suggest answers repeated keystrokes without a platform hop. What depends
// on the guest or the stay — rates, rooms, accounts, reservations, forms — never comes here.
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { sanitizeJsonText } from './strip-tokens.ts';
import type { ResolvedUpstream } from './upstream-map.ts';

/** An upstream's answer as it arrived: status, content type and body text. */
export interface CatalogAnswer {
  status: number;
  contentType: string;
  text: string;
}

export interface CatalogCacheOptions {
  /** How long an answer is served without asking the platform again. */
  freshMs: number;
  /** How long past that a stale answer may stand in, while refreshing or while the platform fails. */
  staleMs: number;
  /** The most body text kept, in UTF-16 code units (a bound on memory, not a target). */
  maxChars?: number;
}

/** Catalog paths of the site's /api namespace (docs/decisions/0002), GET only. */
const CATALOG_PATHS = [
  /^\/site-api\/documents(?:[/?]|$)/,
  /^\/site\/rest\/documents\/web-page\//,
  /^\/v2\/hotel\//,
  /^\/v1\/place\//,
  /^\/reviews\/location\//,
  /^\/site-api\/rates\/corporate\/[^/?]+$/,
  /^\/api-v2\/roomavailability\/corporateAccountInfo\?/,
];

export function isCatalogCall(method: string, apiPath: string): boolean {
  return (
    (method === 'GET' || method === 'HEAD') && CATALOG_PATHS.some((path) => path.test(apiPath))
  );
}

interface Entry {
  answer: CatalogAnswer;
  storedAt: number;
}

export interface CatalogCache {
  /**
   * The answer for `target`: a fresh stored one at once; a stale one at once while `load`
   * refreshes it in the background; otherwise `load`'s own answer (one call for all the requests
   * that ask at the same time). Only 200 answers are kept; a 4xx removes the stored one, while a
   * failure (5xx, timeout, platform down) leaves it standing in until it is too old. The call is
   * shared, so `load` gets no guest's signal: `signal` only stops this guest's wait (AbortError),
   * and a JSON answer loses its access tokens before anyone sees it.
   */
  answer(
    target: ResolvedUpstream,
    load: () => Promise<CatalogAnswer>,
    signal?: AbortSignal,
  ): Promise<CatalogAnswer>;
  clear(): void;
}

export function createCatalogCache(options: CatalogCacheOptions): CatalogCache {
  const entries = new LRUCache<string, Entry>({
    maxSize: options.maxChars ?? 16 * 1024 * 1024,
    sizeCalculation: (entry, key) => entry.answer.text.length + key.length,
    ttl: options.freshMs + options.staleMs,
  });
  const loading = new Map<string, Promise<CatalogAnswer>>();

  function refresh(key: string, load: () => Promise<CatalogAnswer>): Promise<CatalogAnswer> {
    let call = loading.get(key);
    if (call) return call;
    call = load()
      .then(withoutTokens)
      .then((answer) => {
        if (answer.status === 200) entries.set(key, { answer, storedAt: Date.now() });
        else if (answer.status < 500) entries.delete(key);
        else {
          const stored = entries.get(key);
          if (stored) return stored.answer;
        }
        return answer;
      })
      .catch((error: unknown) => {
        const stored = entries.get(key);
        if (stored) return stored.answer;
        throw error;
      })
      .finally(() => loading.delete(key));
    loading.set(key, call);
    return call;
  }

  return {
    answer(target, load, signal) {
      const key = `${target.upstream} ${target.url.href}`;
      const stored = entries.get(key);
      if (!stored) return untilAborted(refresh(key, load), signal);
      if (Date.now() - stored.storedAt >= options.freshMs)
        refresh(key, load).catch(() => undefined);
      return Promise.resolve(stored.answer);
    },
    clear: () => entries.clear(),
  };
}

/** What is worked out once for a kept answer, for all the guests it is sent to. */
interface Sendable {
  etag: string;
  gzipped?: Buffer;
}

const sendables = new WeakMap<CatalogAnswer, Sendable>();

function sendableOf(answer: CatalogAnswer): Sendable {
  let sendable = sendables.get(answer);
  if (!sendable) {
    // A weak validator of the text, as Express would hash it on every reply; weak, so the gzipped
    // and the plain body share it (RFC 9110 §8.8.1).
    const hash = createHash('sha1').update(answer.text).digest('base64url');
    sendable = { etag: `W/"${answer.text.length.toString(16)}-${hash}"` };
    sendables.set(answer, sendable);
  }
  return sendable;
}

/** A kept answer's entity tag: Express sends it instead of hashing the body of each reply. */
export function answerTag(answer: CatalogAnswer): string {
  return sendableOf(answer).etag;
}

/** A kept answer's body gzipped, once for all the guests it is sent to. */
export function gzippedText(answer: CatalogAnswer): Buffer {
  const sendable = sendableOf(answer);
  sendable.gzipped ??= gzipSync(answer.text);
  return sendable.gzipped;
}

/** A kept answer is shared, so it loses its access tokens once, as it arrives. */
function withoutTokens(answer: CatalogAnswer): CatalogAnswer {
  if (!/[/+]json\b/i.test(answer.contentType)) return answer;
  return { ...answer, text: sanitizeJsonText(answer.text) ?? answer.text };
}

/** The promise's outcome, or an AbortError as soon as the signal aborts. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  const aborted = () => new DOMException('The request was aborted.', 'AbortError');
  if (signal.aborted) return Promise.reject(aborted());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(aborted());
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

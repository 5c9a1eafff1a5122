// The whole HTML document: React renders <html lang="en"> so the head
// tags of the current route are part of the tree, on the server and on client navigation.
import { Activity, type ReactNode } from 'react';
import { DocumentHead } from '../head/document-head.tsx';
import type { ResolvedHead } from '../head/seo.ts';
import { HANDOFF_SCRIPT_ID } from '../data/handoff.ts';

export interface DocumentAssets {
  /** Stylesheets of the entry and of the first route's chunks: linked in the head (no FOUC). */
  css: string[];
  /**
   * The first route's own JS chunks (not the entry's), preloaded once the page has painted so
   * that hydration does not wait for the entry to ask for them, and they never take bandwidth
   * from the stylesheets or the main image (both delay the first paint).
   */
  modulePreloads: string[];
}

/**
 * An inline script that adds `<link rel="modulepreload">` for each chunk after the first paint
 * (requestAnimationFrame runs before the frame is painted, the timeout after it). The links carry
 * the script's nonce for the CSP.
 */
export function preloadAfterPaintScript(hrefs: readonly string[]): string {
  const list = JSON.stringify(hrefs).replace(/</g, '\\u003c');
  return (
    `(function(h,n){requestAnimationFrame(function(){setTimeout(function(){h.forEach(function(u){` +
    `var l=document.createElement("link");l.rel="modulepreload";l.href=u;l.nonce=n;` +
    `document.head.appendChild(l)})})})})(${list},document.currentScript.nonce)`
  );
}

interface DocumentProps {
  head: ResolvedHead;
  assets: DocumentAssets;
  nonce: string | undefined;
  /** Escaped JSON of the handoff (shared/data/handoff.ts). */
  handoffJson: string;
  children: ReactNode;
}

export function Document({ head, assets, nonce, handoffJson, children }: DocumentProps) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <DocumentHead head={head} />
        <link rel="icon" href="/favicon.ico" sizes="any" />
        {/* With a precedence React writes the stylesheets first in the head, right after the
            viewport and before the entry's preload, so they are the first requests. */}
        {assets.css.map((href) => (
          <link key={href} rel="stylesheet" href={href} precedence="default" />
        ))}
      </head>
      <body>
        {/* A hydration boundary: the page hydrates after the document, in slices that yield to
            the browser every few milliseconds, instead of in one long task (which
            Lighthouse counts as total blocking time). Unlike Suspense it changes nothing on the server:
            no fallback, and an error still reaches the render handler. */}
        <Activity mode="visible">{children}</Activity>
        <script
          type="application/json"
          id={HANDOFF_SCRIPT_ID}
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: handoffJson }}
        />
        {assets.modulePreloads.length ? (
          <script
            nonce={nonce}
            suppressHydrationWarning
            dangerouslySetInnerHTML={{ __html: preloadAfterPaintScript(assets.modulePreloads) }}
          />
        ) : null}
      </body>
    </html>
  );
}

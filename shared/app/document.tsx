// The whole HTML document (DESIGN.md "Request flow" 3): React renders <html lang="en"> so the head
// tags of the current route are part of the tree, on the server and on client navigation.
import type { ReactNode } from 'react';
import { DocumentHead } from '../head/document-head.tsx';
import type { ResolvedHead } from '../head/seo.ts';
import { HANDOFF_SCRIPT_ID } from '../data/handoff.ts';

export interface DocumentAssets {
  /** Stylesheets of the entry and of the first route's chunks: linked in the head (no FOUC). */
  css: string[];
  /** The first route's JS chunks, preloaded so hydration does not wait on a waterfall. */
  modulePreloads: string[];
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
        {assets.css.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {assets.modulePreloads.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
      </head>
      <body>
        {children}
        <script
          type="application/json"
          id={HANDOFF_SCRIPT_ID}
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: handoffJson }}
        />
      </body>
    </html>
  );
}

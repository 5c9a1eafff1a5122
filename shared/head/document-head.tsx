// The page head tags. Rendered inside <head> of the full-document render, so React 19 emits them
// on the server before the shell and updates them on client navigation (docs/decisions/0004).
import type { ResolvedHead } from './seo.ts';

export function DocumentHead({ head }: { head: ResolvedHead }) {
  return (
    <>
      <title>{head.title}</title>
      <meta name="description" content={head.description} />
      {head.keywords ? <meta name="keywords" content={head.keywords} /> : null}
      <meta name="robots" content={head.robots} />
      <link rel="canonical" href={head.canonical} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content="Longstay" />
      <meta property="og:title" content={head.title} />
      <meta property="og:description" content={head.description} />
      <meta property="og:url" content={head.canonical} />
      {head.image ? <meta property="og:image" content={head.image} /> : null}
    </>
  );
}

// A CMS web page (web-page documents): the document's image as a
// full-width hero under its h1, then its typed modules, rendered by markup type, in a composition
// that pairs each text with the picture or form that follows it on wide screens rather than
// stacking everything in one narrow column. Keyed by the document key, so a page for another key starts from nothing (its
// forms and accordions cleared) while the same page revalidated keeps its state.
import './content.css';
import type { ReactNode } from 'react';
import type { PageProps } from '../data/route-types.ts';
import { CmsModules } from '../components/content/cms-modules.tsx';
import type { ContentPageResult } from '../data/content-page.ts';
import { ContentHero } from '../components/content/content-hero.tsx';

export interface ContentData {
  /** The page's own heading when the document has no title. */
  heading: string;
  description: string;
  result: ContentPageResult;
}

function Frame({
  hero,
  children,
  pageKey,
}: {
  hero: ReactNode;
  children: ReactNode;
  pageKey?: string;
}) {
  return (
    <article className="content-page" data-document={pageKey}>
      {hero}
      <div className="content-page__body">{children}</div>
    </article>
  );
}

export function Page({ data }: PageProps<ContentData>) {
  const { result } = data;
  if (!result.ok)
    return (
      <Frame hero={<ContentHero title={data.heading} image={null} />}>
        <p>{data.description}</p>
        <p role="status">{result.message}</p>
      </Frame>
    );
  const { page } = result;
  return (
    <Frame
      key={page.key}
      pageKey={page.key}
      // The document's own h1 text (taken out of its rich text), else its title: exactly one.
      hero={
        <ContentHero title={page.heading || page.title || data.heading} image={page.seo.image} />
      }
    >
      {page.modules.length ? <CmsModules modules={page.modules} /> : <p>{data.description}</p>}
    </Frame>
  );
}

// A CMS web page (spec §7 web-page documents, §4 "CMS content"): the document's typed modules,
// rendered by markup type. Keyed by the document key, so a page for another key starts from
// nothing (its forms and accordions cleared) while the same page revalidated keeps its state.
import './content.css';
import type { PageProps } from '../data/route-types.ts';
import { CmsModules } from '../components/content/cms-modules.tsx';
import type { ContentPageResult } from '../data/content-page.ts';

export interface ContentData {
  /** The page's own heading when the document has no title. */
  heading: string;
  description: string;
  result: ContentPageResult;
}

export function Page({ data }: PageProps<ContentData>) {
  const { result } = data;
  if (!result.ok)
    return (
      <article className="page content-page">
        <h1>{data.heading}</h1>
        <p>{data.description}</p>
        <p role="status">{result.message}</p>
      </article>
    );
  const { page } = result;
  return (
    <article key={page.key} className="page content-page" data-document={page.key}>
      {/* The document's own h1 text (taken out of its rich text), else its title: exactly one. */}
      <h1>{page.heading || page.title || data.heading}</h1>
      {page.modules.length ? <CmsModules modules={page.modules} /> : <p>{data.description}</p>}
    </article>
  );
}

// A CMS web page (spec §7 web-page documents): its title and sanitised rich-text modules.
import './content.css';
import type { PageProps } from '../app/route-types.ts';
import type { WebPageResult } from '../data/cms.ts';

export interface ContentData {
  /** The page's own heading when the document has no title. */
  heading: string;
  description: string;
  result: WebPageResult;
}

export function Page({ data }: PageProps<ContentData>) {
  const { result } = data;
  // CMS rich text often opens with its own <h1>; a page has exactly one.
  const cmsHasHeading =
    result.ok && result.page.modules.some((module) => /<h1[\s>]/i.test(module.html ?? ''));
  return (
    <article className="page content-page">
      {cmsHasHeading ? null : <h1>{(result.ok && result.page.title) || data.heading}</h1>}
      {result.ok ? (
        result.page.modules.length ? (
          result.page.modules.map((module, index) => (
            <section key={index} className="content-module">
              {module.heading ? <h2>{module.heading}</h2> : null}
              {module.html ? <div dangerouslySetInnerHTML={{ __html: module.html }} /> : null}
            </section>
          ))
        ) : (
          <p>{data.description}</p>
        )
      ) : (
        <>
          <p>{data.description}</p>
          <p role="status">{result.message}</p>
        </>
      )}
    </article>
  );
}

// spec §2 /travel-planning/corporate-travel-locations: the CMS document's content (rendered by the
// content modules renderer) above the hotel cities by state.
import './locations.css';
import './content.css';
import type { PageProps } from '../data/route-types.ts';
import { CmsModules, modulesHaveHeading } from '../components/content/cms-modules.tsx';
import type { LocationsData } from '../data/places-locations.ts';
import { StateDirectory } from './locations.tsx';

export function Page({ data }: PageProps<LocationsData>) {
  const page = data.content?.ok ? data.content.page : null;
  return (
    <article className="page locations-page content-page">
      {page && modulesHaveHeading(page.modules) ? null : <h1>{page?.title || data.heading}</h1>}
      {page?.modules.length ? <CmsModules modules={page.modules} /> : <p>{data.description}</p>}
      <h2 className="locations-page__section">Our hotels by state</h2>
      <StateDirectory locations={data.locations} />
    </article>
  );
}

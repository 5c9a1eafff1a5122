// /travel-planning/corporate-travel-locations: the CMS document's content (rendered by the
// content modules renderer) above the hotel cities by state.
import './locations.css';
import './content.css';
import type { PageProps } from '../data/route-types.ts';
import { CmsModules } from '../components/content/cms-modules.tsx';
import { ContentHero } from '../components/content/content-hero.tsx';
import type { LocationsData } from '../data/places-locations.ts';
import { StateDirectory } from './locations.tsx';

export function Page({ data }: PageProps<LocationsData>) {
  const page = data.content?.ok ? data.content.page : null;
  return (
    <article className="locations-page content-page">
      <ContentHero title={page?.heading || page?.title || data.heading} image={page?.seo.image} />
      <div className="content-page__body">
        {page?.modules.length ? <CmsModules modules={page.modules} /> : <p>{data.description}</p>}
        <h2 className="locations-page__section">Our hotels by state</h2>
        <StateDirectory locations={data.locations} />
      </div>
    </article>
  );
}

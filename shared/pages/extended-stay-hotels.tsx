// /extended-stay-hotels, the hotels root: the CMS document's content, then the state
// directory it promises ("Pick a state to see every hotel"): every state with hotels, its counts,
// linked to the state's result page. The country suggestion leads here.
import './locations.css';
import './content.css';
import { StayLink } from '../components/search/stay-link.tsx';
import type { PageProps } from '../data/route-types.ts';
import { CmsModules } from '../components/content/cms-modules.tsx';
import { ContentHero } from '../components/content/content-hero.tsx';
import { locationsSummary, stateSummaries, type LocationsData } from '../data/places-locations.ts';
import { clearSearchPlace } from '../storage/current-search.ts';

export function Page({ data }: PageProps<LocationsData>) {
  const page = data.content?.ok ? data.content.page : null;
  const { locations } = data;
  const states = locations.ok ? stateSummaries(locations.states) : [];
  return (
    <article className="locations-page content-page">
      <ContentHero title={page?.heading || page?.title || data.heading} image={page?.seo.image} />
      <div className="content-page__body">
        {page?.modules.length ? <CmsModules modules={page.modules} /> : <p>{data.description}</p>}
        <section aria-labelledby="state-directory-title">
          <h2 id="state-directory-title" className="locations-page__section">
            Extended stay hotels by state
          </h2>
          {locations.ok ? (
            <>
              <p className="locations-page__lead">
                {locationsSummary(locations.states, locations.hotels)}
              </p>
              <ul className="state-directory">
                {states.map((state) => (
                  <li key={state.code}>
                    <StayLink to={state.url} onClick={() => clearSearchPlace()}>
                      {state.name}
                    </StayLink>{' '}
                    <span className="locations-state__count">
                      {`(${state.hotels} ${state.hotels === 1 ? 'hotel' : 'hotels'})`}
                    </span>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p role="status">{locations.message}</p>
          )}
        </section>
      </div>
    </article>
  );
}

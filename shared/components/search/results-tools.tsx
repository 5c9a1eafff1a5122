// The sort and filter tools of a result page (result pages): a GET form, so they work
// without JavaScript (its Apply button shows only then), the count of hotels shown, and the list
// and map tabs of phones and tablets.
import { formatUsDate } from '../../format/booking-format.ts';
import type { HotelExtras, StayRates } from '../../data/search-results.ts';
import { Streamed, type Streaming } from '../../ui/await.tsx';
import { SkeletonText } from '../../ui/status.tsx';
import type { StayDatesIso } from '../../search/stay-url.ts';
import { nightsOfStay } from '../price/price.tsx';
import {
  PRICE_STEPS,
  SORT_LABELS,
  type ResultsView,
  type SortKey,
} from '../../search/results-view.ts';
import { InlineCheckbox } from '../../ui/choice.tsx';
import { InlineSelect } from '../../ui/field.tsx';

const AMENITY_LABELS: Record<string, string> = {
  'non-smoking': 'Non-smoking',
  wifi: 'Free Wi-Fi',
  laundry: 'Guest laundry',
  kitchen: 'Kitchen',
  dishwasher: 'Dishwasher',
  'pet-friendly': 'Pet friendly',
  fitness: 'Fitness center',
  accessible: 'Accessible rooms',
};

export interface ResultsToolsProps {
  view: ResultsView;
  update: (next: Partial<ResultsView>) => void;
  /** The list's details: the amenities offered as filters are those its hotels have. */
  extras: Streaming<Record<string, HotelExtras>>;
  /** The amenities offered as filters, given the details (all of them while unknown). */
  available: (extras: Record<string, HotelExtras> | null) => readonly string[];
  /** Hotels shown after the filters, of all found. */
  total: number;
  of: number;
  rates: Streaming<StayRates>;
  /** The stay the list is priced for: its words keep their place while the rates stream. */
  stay: StayDatesIso;
  tab: 'list' | 'map';
  setTab: (tab: 'list' | 'map') => void;
}

export function ResultsTools({
  view,
  update,
  extras,
  available,
  total,
  of,
  rates,
  stay,
  tab,
  setTab,
}: ResultsToolsProps) {
  const amenityChecks = (icons: readonly string[]) =>
    icons.map((icon) => (
      <InlineCheckbox
        key={icon}
        className="results-tools__check"
        name="amenity"
        value={icon}
        label={AMENITY_LABELS[icon] ?? icon}
        checked={view.amenities.includes(icon)}
        onChange={(checked) =>
          update({
            amenities: checked
              ? [...view.amenities, icon]
              : view.amenities.filter((value) => value !== icon),
          })
        }
      />
    ));
  return (
    <form className="results-tools" method="get" onSubmit={(event) => event.preventDefault()}>
      <p className="results-tools__count" role="status">
        {total === of ? `${total} hotels` : `${total} of ${of} hotels`}
        <Streamed
          source={rates}
          fallback={
            <SkeletonText>
              <span aria-hidden="true">
                {nightsFrom({ nights: nightsOfStay(stay.checkIn, stay.checkOut), ...stay })}
              </span>
            </SkeletonText>
          }
        >
          {(settled) => (settled?.ok ? nightsFrom(settled.value) : '')}
        </Streamed>
      </p>
      <div className="results-tools__controls">
        <InlineSelect
          className="results-tools__field"
          name="sort"
          label="Sort by"
          value={view.sort}
          options={(Object.keys(SORT_LABELS) as SortKey[]).map((key) => [key, SORT_LABELS[key]])}
          onChange={(value) => update({ sort: value as SortKey })}
        />
        <InlineSelect
          className="results-tools__field"
          name="maxPrice"
          label="Price per night"
          value={view.maxPrice === null ? '' : String(view.maxPrice)}
          options={[
            ['', 'Any price'],
            ...PRICE_STEPS.map((step) => [String(step), `Up to $${step}`] as const),
          ]}
          onChange={(value) => update({ maxPrice: value ? Number(value) : null })}
        />
        <details className="results-tools__amenities">
          <summary>Amenities{view.amenities.length ? ` (${view.amenities.length})` : ''}</summary>
          <fieldset>
            <legend className="visually-hidden">Hotels with</legend>
            <Streamed source={extras} fallback={amenityChecks(available(null))}>
              {(settled) => amenityChecks(available(settled?.ok ? settled.value : null))}
            </Streamed>
          </fieldset>
        </details>
        <noscript>
          <button type="submit" className="results-tools__apply">
            Apply
          </button>
        </noscript>
      </div>
      <div className="results-tabs" role="group" aria-label="Show">
        <button type="button" aria-pressed={tab === 'list'} onClick={() => setTab('list')}>
          List
        </button>
        <button type="button" aria-pressed={tab === 'map'} onClick={() => setTab('map')}>
          Map
        </button>
      </div>
    </form>
  );
}

const nightsFrom = (rates: Pick<StayRates, 'nights' | 'checkIn'>): string =>
  rates.nights
    ? ` · ${rates.nights} night${rates.nights === 1 ? '' : 's'} from ${formatUsDate(rates.checkIn)}`
    : '';

// The one search component family: the home
// widget "Reserve a Room", the compact header bar and the mobile menu's Book now panel share this
// form and its rules — validation, the corporate rate check, navigation to the result
// targets, and the stored current search.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { checkCorporateRate } from '../../search/corporate-rate.ts';
import { initialDates, isoDay, type StayDates } from '../../search/dates.ts';
import {
  GEOLOCATION_UNSUPPORTED,
  PLACE_REQUIRED,
  geolocationFailure,
} from '../../search/messages.ts';
import { searchTarget, type Coordinates } from '../../search/navigation.ts';
import { clampParty, groupsFormHref, isGroup } from '../../search/party.ts';
import { suggestedPlace, withPlaceDetails, type SearchPlace } from '../../search/place.ts';
import { restorePlace } from '../../search/restore.ts';
import { CORPORATE_PARAM, readCorporateId, withStay } from '../../search/stay-url.ts';
import { DEFAULT_PARTY } from '../../validation/party.ts';
import {
  groupSuggestions,
  flattenGroups,
  newSessionId,
  suggestPath,
} from '../../search/suggestions.ts';
import { readCorporateRateId, rememberCorporateRateId } from '../../storage/session-storage.ts';
import { writeCookie } from '../../storage/cookies.ts';
import { CorporateField } from './corporate-field.tsx';
import { DateFields } from '../../ui/stay-dates-field.tsx';
import { DestinationCombobox } from './destination-combobox.tsx';
import { useApi } from '../../data/app-context.tsx';
import { useNavigateWithProgress } from '../../data/navigation-status.tsx';
import { SearchIcon } from '../../ui/search-icon.tsx';
import { useForm, type SubmitOutcome } from '../../ui/use-form.ts';
import { PartyPicker } from './party-picker.tsx';
import { loadStoredSearch, saveDates, saveSearch, SEARCH_CHANGED_EVENT } from './search-store.ts';
import { stayOfQuery } from './use-stay.ts';
import { useSearchParty } from './use-search-party.ts';
import { useStayForLinks } from './stay-link.tsx';
import './search-form.css';

export type SearchVariant = 'home' | 'header' | 'panel';

export interface SearchFormProps {
  variant: SearchVariant;
  /** The destination input's id; the skip link focuses "place-input". */
  inputId: string;
  /** Called after a search navigates (the mobile menu closes itself on route change anyway). */
  onSearched?: () => void;
}

/** The township location cookie lasts 86400 seconds. */
const TOWNSHIP_COOKIE = 'township';
const TOWNSHIP_MAX_AGE_SECONDS = 86_400;
const CURRENT_LOCATION_TEXT = 'Current location';
/** Each search landmark of a page has its own name. */
const FORM_LABELS: Record<SearchVariant, string> = {
  home: 'Reserve a Room',
  header: 'Find a hotel',
  panel: 'Book a room',
};

const isoDates = (dates: StayDates | null) =>
  dates ? { checkIn: isoDay(dates.checkIn), checkOut: isoDay(dates.checkOut) } : null;

export function SearchForm({ variant, inputId, onSearched }: SearchFormProps) {
  const navigate = useNavigateWithProgress();
  const api = useApi();
  const { pathname, search } = useLocation();
  const currentStay = useStayForLinks();
  const source = useRef(`${variant}-${inputId}`);
  // The typed destination and corporate rate id; the place, the dates and the party are picked.
  // Nothing is checked before a submit: the destination's check needs the picked place, and the
  // corporate rate id's a call, so both come back as the submit's answer.
  const form = useForm<'text' | 'corporateId'>({
    initial: { text: '', corporateId: '' },
    validate: () => ({}),
    repeatable: true,
    focusOnRefusal: 'outcome',
  });
  const text = form.values.text;
  const corporateId = form.values.corporateId;
  const { set } = form;
  const setText = useCallback((value: string) => set('text', value), [set]);
  const setCorporateId = useCallback((value: string) => set('corporateId', value), [set]);
  const placeError = form.serverErrors.text ?? null;
  const corporateError = form.serverErrors.corporateId ?? null;
  const setPlaceError = (message: string | null) =>
    form.setServerErrors((current) => ({ ...current, text: message ?? undefined }));
  const [place, setPlace] = useState<SearchPlace | null>(null);
  const [firstSuggestion, setFirstSuggestion] = useState<SearchPlace | null>(null);
  const [currentLocation, setCurrentLocation] = useState<Coordinates | null>(null);
  const [dates, setDates] = useState<StayDates | null>(null);
  const [corporateOpen, setCorporateOpen] = useState(false);
  const [party, setParty] = useSearchParty(currentStay);
  const errorId = `${inputId}-error`;
  // One session id per search box, for its suggestions and its place details call.
  const session = useRef<string | null>(null);
  const sessionId = useCallback(() => (session.current ??= newSessionId()), []);

  // Dates and place come back from the stored search when the page loads (and when
  // another search box of the page changes them); on load the party too, in the same render (the
  // address's stay's, else the saved one). Browser only: the server renders no dates.
  const restore = useCallback(
    (withPlace: boolean) => {
      const stored = loadStoredSearch();
      setDates(initialDates(stored.saved));
      if (!withPlace) return;
      setParty(
        clampParty(stayOfQuery(window.location.search) ?? stored.saved?.party ?? DEFAULT_PARTY),
      );
      const plan = restorePlace(stored.place, window.location.pathname);
      if (plan.kind === 'keep' && stored.place) {
        setPlace(stored.place);
        setText(stored.place.label);
      } else if (plan.kind === 'suggest') {
        const controller = new AbortController();
        api.get(suggestPath(plan.text, newSessionId()), { signal: controller.signal }).then(
          (answer) => {
            const best = flattenGroups(groupSuggestions(answer, plan.text))[0];
            const found = best ? suggestedPlace(best.item) : null;
            if (!found) return;
            setPlace(found);
            setText(found.label);
          },
          () => undefined,
        );
        return () => controller.abort();
      }
      return undefined;
    },
    [api, setParty, setText],
  );

  // The corporate rate that applies (the address's, else the visit's) shows in its field, open.
  const urlCorporate = readCorporateId(new URLSearchParams(search).get(CORPORATE_PARAM));
  useEffect(() => {
    const stop = restore(true);
    const corporate = urlCorporate ?? readCorporateRateId();
    if (corporate) {
      setCorporateId(corporate);
      setCorporateOpen(true);
    }
    return stop;
  }, [restore, pathname, urlCorporate, setCorporateId]);

  useEffect(() => {
    const onChange = (event: Event) => {
      if ((event as CustomEvent<{ source: string }>).detail?.source === source.current) return;
      restore(false);
    };
    window.addEventListener(SEARCH_CHANGED_EVENT, onChange);
    return () => window.removeEventListener(SEARCH_CHANGED_EVENT, onChange);
  }, [restore]);

  const changeDates = (next: StayDates, complete: boolean) => {
    setDates(next);
    saveDates(next, source.current, complete);
  };

  const useCurrentLocation = () => {
    setPlaceError(null);
    // "Geolocation unsupported: error code 0, message 'Geolocation is not supported'".
    if (!navigator.geolocation) {
      setPlaceError(GEOLOCATION_UNSUPPORTED.message);
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setCurrentLocation({
          latitude: Number(coords.latitude.toFixed(5)),
          longitude: Number(coords.longitude.toFixed(5)),
        });
        setPlace(null);
        setText(CURRENT_LOCATION_TEXT);
      },
      (error) => setPlaceError(geolocationFailure(error.code)),
      { timeout: 10_000, maximumAge: 300_000 },
    );
  };

  const send = async (): Promise<SubmitOutcome> => {
    // What the last submit said goes; this one's answer replaces it.
    form.setServerErrors({});
    // 5 rooms or more is a group, asked for on the groups form, never booked here.
    if (isGroup(party)) {
      navigate(groupsFormHref(isoDates(dates)));
      onSearched?.();
      return { ok: true, navigated: true };
    }
    const location = text === CURRENT_LOCATION_TEXT ? currentLocation : null;
    // A typed text with suggestions but no pick searches the highlighted (first) suggestion.
    const chosen = place ?? (text.trim() && !location ? firstSuggestion : null);
    if (!chosen && !location) return { ok: false, fieldErrors: { text: PLACE_REQUIRED } };
    // The visit's corporate id, unless the guest typed one here.
    let corporate = readCorporateId(readCorporateRateId());
    if (corporateId.trim()) {
      const check = await checkCorporateRate(api, corporateId);
      if (!check.ok) {
        setCorporateOpen(true);
        return { ok: false, fieldErrors: { corporateId: check.message } };
      }
      rememberCorporateRateId(check.id);
      corporate = check.id;
    }
    // Place details: a suggestion without coordinates gets them before it is used.
    const resolved = chosen
      ? await withPlaceDetails(chosen, sessionId(), (path) => api.get(path))
      : null;
    const target = searchTarget(resolved, location);
    // If no place can be resolved, no navigation happens.
    if (!target) return { ok: true, navigated: true };
    const stay = dates ?? initialDates(null);
    if (resolved) {
      setPlace(resolved);
      setText(resolved.label);
    }
    saveSearch(stay, resolved, party, source.current);
    if (target.township)
      writeCookie(TOWNSHIP_COOKIE, encodeURIComponent(target.township), {
        maxAgeSeconds: TOWNSHIP_MAX_AGE_SECONDS,
      });
    // The result page's address names the stay searched for, so a reload or a shared link keeps it.
    navigate(
      withStay(target.path, {
        checkIn: isoDay(stay.checkIn),
        checkOut: isoDay(stay.checkOut),
        ...party,
        corporateId: corporate,
      }),
    );
    onSearched?.();
    return { ok: true, navigated: true };
  };

  const compact = variant === 'header';
  return (
    <form
      className={`search-form search-form--${variant}`}
      role="search"
      aria-label={FORM_LABELS[variant]}
      noValidate
      ref={form.formRef}
      onSubmit={(event) => void form.onSubmit(send)(event)}
    >
      <div className="search-form__fields">
        <div className="search-field search-field--destination">
          <DestinationCombobox
            inputId={inputId}
            session={sessionId}
            label="Destination"
            hideLabel={compact}
            text={text}
            // A change of the text also clears what was said about it (useForm's set).
            onTextChange={setText}
            onPick={(picked) => {
              setPlace(picked);
              if (picked) setCurrentLocation(null);
            }}
            onFirstSuggestion={setFirstSuggestion}
            describedBy={placeError ? errorId : undefined}
            invalid={Boolean(placeError)}
            // Short enough to show whole in the header's pill at every desktop width.
            placeholder={compact ? 'Where to?' : undefined}
          />
          {compact ? null : (
            <button type="button" className="search-form__locate" onClick={useCurrentLocation}>
              <SearchIcon name="locate" size={16} />
              Use my current location
            </button>
          )}
        </div>
        <DateFields idPrefix={inputId} dates={dates} onChange={changeDates} hideLabels={compact} />
        <PartyPicker party={party} onChange={setParty} compact={compact} dates={isoDates(dates)} />
        <button type="submit" className="search-form__submit" disabled={form.submitting}>
          <SearchIcon name="search" />
          <span className={compact ? 'visually-hidden' : undefined}>
            {isGroup(party) ? 'Request a Group Rate' : 'Find a Hotel'}
          </span>
        </button>
      </div>
      {placeError ? (
        <p id={errorId} className="search-error" role="alert">
          {placeError}
        </p>
      ) : null}
      {compact ? null : (
        <CorporateField
          idPrefix={inputId}
          open={corporateOpen}
          onToggle={() => setCorporateOpen((value) => !value)}
          value={corporateId}
          onChange={setCorporateId}
          error={corporateError}
        />
      )}
    </form>
  );
}

// The stay dates and party of the hotel page (the dates of the stay decide which rooms it shows;
// the party uses the same guests-and-rooms picker as the search boxes), with the search's own
// date fields (shared/ui/stay-dates-field.tsx: react-datepicker loaded on demand, the search's
// date rules). A GET form with hidden date values, so it works before hydration; afterwards it
// navigates in place and saves the dates as the current search (date changes go to session
// storage and the cookie, so the next page keeps them).

import { useLocation } from 'react-router';
import type { Stay } from '../../data/booking-stay.ts';
import { useNavigateWithProgress } from '../../data/navigation-status.tsx';
import { CORPORATE_PARAM } from '../../search/stay-url.ts';
import { fromIsoDay, isoDay, type StayDates } from '../../search/dates.ts';
import { DateFields } from '../../ui/stay-dates-field.tsx';
import { PartyPicker } from '../search/party-picker.tsx';
import { clampParty, groupsFormHref, isGroup } from '../../search/party.ts';
import type { Party } from '../../validation/party.ts';
import { useGoToStay } from '../price/go-to-stay.ts';
import { HiddenField } from '../../ui/field.tsx';
import { useForm, type SubmitOutcome } from '../../ui/use-form.ts';
import '../search/search-form.css';
import './stay-dates-form.css';

type StayField = 'checkIn' | 'checkOut' | 'adults' | 'children' | 'rooms';

export function StayDatesForm({ stay }: { stay: Stay }) {
  const goToStay = useGoToStay();
  const navigate = useNavigateWithProgress();
  const { pathname } = useLocation();
  // The stay's dates are checked days already (booking-stay.ts readStay); the party is clamped.
  const form = useForm<StayField>({
    initial: (() => {
      const party = clampParty(stay);
      return {
        checkIn: stay.checkIn,
        checkOut: stay.checkOut,
        adults: String(party.adults),
        children: String(party.children),
        rooms: String(party.rooms),
      };
    })(),
    // The date fields and the party picker offer only what may be searched.
    validate: () => ({}),
    repeatable: true,
  });
  const { checkIn, checkOut } = form.values;
  const dates: StayDates = { checkIn: fromIsoDay(checkIn)!, checkOut: fromIsoDay(checkOut)! };
  const setDates = (next: StayDates) =>
    form.merge({ checkIn: isoDay(next.checkIn), checkOut: isoDay(next.checkOut) });
  // The party picker of the search boxes; 5+ rooms point to the groups form.
  const party: Party = {
    adults: Number(form.values.adults),
    children: Number(form.values.children),
    rooms: Number(form.values.rooms),
  };
  const setParty = (next: Party) =>
    form.merge({
      adults: String(next.adults),
      children: String(next.children),
      rooms: String(next.rooms),
    });
  const group = isGroup(party);
  const send = async (): Promise<SubmitOutcome> => {
    if (group) {
      void navigate(groupsFormHref({ checkIn, checkOut }));
      return { ok: true, navigated: true };
    }
    const next: Stay = {
      checkIn,
      checkOut,
      ...party,
      corporateId: stay.corporateId,
    };
    goToStay(`${pathname}#rooms`, next);
    return { ok: true, navigated: true };
  };

  return (
    <form
      ref={form.formRef}
      className="stay-dates"
      method="get"
      action={pathname}
      onSubmit={(event) => void form.onSubmit(send)(event)}
    >
      <div className="stay-dates__dates">
        <DateFields idPrefix="stay" dates={dates} onChange={setDates} />
        <HiddenField name="checkIn" value={checkIn} />
        <HiddenField name="checkOut" value={checkOut} />
        {stay.corporateId ? <HiddenField name={CORPORATE_PARAM} value={stay.corporateId} /> : null}
      </div>
      <div className="stay-dates__field stay-dates__field--party">
        <PartyPicker party={party} onChange={setParty} dates={{ checkIn, checkOut }} />
        {/* Before hydration the form is a plain GET of the same stay. */}
        <HiddenField name="adults" value={party.adults} />
        <HiddenField name="children" value={party.children} />
        {group ? null : <HiddenField name="rooms" value={party.rooms} />}
      </div>
      <button type="submit" className="button button--primary stay-dates__submit">
        {group ? 'Request a Group Rate' : 'Update Rates'}
      </button>
    </form>
  );
}

// Guests and rooms, in every search box: a button that says the party and opens a
// popover with three steppers (shared/ui/stepper.tsx) — adults 1–8, children 0–6, rooms 1–4 and
// "5+", which is a group and points to the groups form. The rules are shared/search/party.ts.
// The popover closes on Escape (focus back on the button), an outside click, focus leaving it,
// a route change, or its Done button.
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from '../../ui/link.tsx';
import { Stepper } from '../../ui/stepper.tsx';
import {
  canStep,
  groupsFormHref,
  isGroup,
  partySummary,
  stepParty,
  type PartyField,
} from '../../search/party.ts';
import { GROUP_ROOMS, type Party } from '../../validation/party.ts';
import { useDismissable } from '../../ui/use-dismissable.ts';
import { SearchIcon } from '../../ui/search-icon.tsx';
import './party-picker.css';

export interface PartyPickerProps {
  party: Party;
  onChange: (party: Party) => void;
  /** The header bar: no visible label, a short button. */
  compact?: boolean;
  /** The stay's dates, handed to the groups form. */
  dates?: { checkIn: string; checkOut: string } | null;
}

const STEPPERS: Array<{ field: PartyField; label: string; hint: string; one: string }> = [
  { field: 'adults', label: 'Adults', hint: 'Ages 18 and over', one: 'adult' },
  { field: 'children', label: 'Children', hint: 'Ages 0 to 17', one: 'child' },
  { field: 'rooms', label: 'Rooms', hint: 'Up to 4 online', one: 'room' },
];

export const GROUP_NOTE = `${GROUP_ROOMS} or more rooms are a group booking: our group sales team prices them for you.`;

export function PartyPicker({ party, onChange, compact = false, dates = null }: PartyPickerProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  // Opened low on the screen (a phone's home widget), the panel would open below the fold: the
  // page moves just enough to show it whole.
  useEffect(() => {
    if (open) panel.current?.scrollIntoView({ block: 'nearest' });
  }, [open]);
  useDismissable(open, box, (reason) => {
    setOpen(false);
    if (reason === 'escape') trigger.current?.focus();
  });
  const summary = partySummary(party);
  const group = isGroup(party);
  const panelId = `${id}-panel`;
  const guests = party.adults + party.children;
  // The header's short text: "2 guests" for one room, "10+ rooms" for a group, and "3 guests · 2
  // rooms" for several, whose "guests" hides where the bar is narrowest ("3 · 2 rooms"; the
  // button's name and title say it whole). Never bare figures such as "1 · 1".
  const guestWord = guests === 1 ? ' guest' : ' guests';
  const short = group ? (
    `${GROUP_ROOMS}+ rooms`
  ) : party.rooms === 1 ? (
    `${guests}${guestWord}`
  ) : (
    <>
      {guests}
      <span className="party-picker__word">{guestWord}</span> · {party.rooms} rooms
    </>
  );

  return (
    <div className={`party-picker${compact ? ' party-picker--compact' : ''}`} ref={box}>
      {compact ? null : (
        <span className="search-field__label" id={`${id}-label`}>
          Guests and rooms
        </span>
      )}
      <button
        ref={trigger}
        type="button"
        className="party-picker__trigger"
        aria-expanded={open}
        aria-controls={panelId}
        title={compact ? summary : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <SearchIcon name="guests" size={compact ? 16 : 18} />
        {/* The name is what shows, after what it is (WCAG 2.5.3 label in name). */}
        <span className="visually-hidden">Guests and rooms: </span>
        <span className="party-picker__summary">{compact ? short : summary}</span>
      </button>
      <div
        ref={panel}
        id={panelId}
        className="party-picker__panel"
        role="group"
        aria-label="Guests and rooms"
        hidden={!open}
      >
        {STEPPERS.map(({ field, label, hint, one }) => (
          <Stepper
            key={field}
            id={`${id}-${field}`}
            label={label}
            hint={hint}
            value={party[field]}
            display={field === 'rooms' && group ? `${GROUP_ROOMS}+` : undefined}
            canDecrease={canStep(party, field, -1)}
            canIncrease={canStep(party, field, 1)}
            onDecrease={() => onChange(stepParty(party, field, -1))}
            onIncrease={() => onChange(stepParty(party, field, 1))}
            decreaseLabel={`One ${one} fewer`}
            increaseLabel={`One more ${one}`}
          />
        ))}
        {group ? (
          <p className="party-picker__group" role="status">
            {GROUP_NOTE}{' '}
            <Link to={groupsFormHref(dates)} className="party-picker__group-link">
              Request a group rate
            </Link>
          </p>
        ) : null}
        <button
          type="button"
          className="button button--secondary button--small party-picker__done"
          onClick={() => {
            setOpen(false);
            trigger.current?.focus();
          }}
        >
          Done
        </button>
      </div>
    </div>
  );
}

// The destination box of every search form, with place and hotel suggestions: the ARIA 1.2 combobox pattern with a grouped listbox.
// Suggestions are asked for from 3 characters, the previous request aborted when the text
// changes, one session id per box; the first result is highlighted; a failure shows nothing.
// A status message says how many suggestions came and which was chosen (cleared after 500 ms).
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { suggestedPlace, type SearchPlace } from '../../search/place.ts';
import {
  flattenGroups,
  groupSuggestions,
  newSessionId,
  shouldSuggest,
  suggestPath,
  preferredIndex,
  type Suggestion,
  type SuggestionGroup,
} from '../../search/suggestions.ts';
import { StatusMessage, useStatusMessage } from '../../ui/status-message.tsx';
import { useApi } from '../../data/app-context.tsx';
import { SearchInput } from '../../ui/field.tsx';
import { SearchIcon } from '../../ui/search-icon.tsx';
import './destination-list.css';

/** The status message once suggestions have come (the wording of Downshift's a11y status). */
function suggestionsStatus(count: number): string {
  if (count === 0) return 'No results are available.';
  return `${count} result${count === 1 ? ' is' : 's are'} available, use up and down arrow keys to navigate. Press Enter key to select.`;
}

export interface DestinationComboboxProps {
  inputId: string;
  label: string;
  /** Visually hide the label (compact bars), keeping it for assistive technology. */
  hideLabel?: boolean;
  text: string;
  onTextChange: (text: string) => void;
  /** A suggestion was picked (null: the input was cleared). */
  onPick: (place: SearchPlace | null) => void;
  /** The first suggestion for the current text, so Find a Hotel can use it when none was picked. */
  onFirstSuggestion?: (place: SearchPlace | null) => void;
  describedBy?: string;
  invalid?: boolean;
  placeholder?: string;
  /** The search session's id, shared with the form's place details call. */
  session?: () => string;
}

export function DestinationCombobox({
  inputId,
  label,
  hideLabel = false,
  text,
  onTextChange,
  onPick,
  onFirstSuggestion,
  describedBy,
  invalid = false,
  // Short enough to show whole in the home widget at 320 px and beside the dates at 1280 px.
  placeholder = 'City, hotel, airport or ZIP',
  session: sharedSession,
}: DestinationComboboxProps) {
  const api = useApi();
  const listboxId = useId();
  const ownSession = useRef<string | null>(null);
  const pending = useRef<AbortController | null>(null);
  const [groups, setGroups] = useState<SuggestionGroup[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  /** The text the last answer had no place for: the guest is told, not left with nothing. */
  const [nothingFor, setNothingFor] = useState<string | null>(null);
  const options = flattenGroups(groups);
  const expanded = open && options.length > 0;
  const status = useStatusMessage();

  useEffect(() => () => pending.current?.abort(), []);

  // The highlighted option stays in view inside the 300 px list.
  useEffect(() => {
    if (expanded)
      document
        .getElementById(`${listboxId}-option-${active}`)
        ?.scrollIntoView({ block: 'nearest' });
  }, [expanded, active, listboxId]);

  const request = (value: string) => {
    // The request for the previous text is aborted when the text changes.
    pending.current?.abort();
    pending.current = null;
    setNothingFor(null);
    if (!shouldSuggest(value)) {
      setGroups([]);
      onFirstSuggestion?.(null);
      return;
    }
    const controller = new AbortController();
    pending.current = controller;
    const session = sharedSession?.() ?? (ownSession.current ??= newSessionId());
    api.get(suggestPath(value, session), { signal: controller.signal }).then(
      (answer) => {
        if (controller.signal.aborted) return;
        const next = groupSuggestions(answer, value);
        const flat = flattenGroups(next);
        // The suggestion the typed text names whole is the highlighted one and the one Find a
        // Hotel searches without a pick (a state typed whole wins over a town of that name).
        const preferred = preferredIndex(flat, value);
        setGroups(next);
        setNothingFor(next.length ? null : value.trim());
        setActive(preferred);
        status.announce(suggestionsStatus(flat.length));
        const first = flat[preferred];
        onFirstSuggestion?.(first ? suggestedPlace(first.item) : null);
      },
      () => {
        // A failed suggestion request shows no results, silently.
        if (controller.signal.aborted) return;
        setGroups([]);
        setNothingFor(null);
        onFirstSuggestion?.(null);
      },
    );
  };

  const pick = (suggestion: Suggestion) => {
    const place = suggestedPlace(suggestion.item);
    onTextChange(suggestion.label);
    onPick(place);
    setOpen(false);
    status.announce(`${suggestion.label} has been selected.`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!expanded) {
          if (options.length) {
            setOpen(true);
            setActive(0);
          }
        } else setActive((index) => (index + 1) % options.length);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!expanded) {
          if (options.length) {
            setOpen(true);
            setActive(options.length - 1);
          }
        } else setActive((index) => (index - 1 + options.length) % options.length);
        break;
      case 'Enter':
        if (expanded && options[active]) {
          event.preventDefault();
          pick(options[active]);
        }
        break;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
        } else if (text) {
          // ARIA 1.2 combobox: Escape on a closed list clears the box.
          event.preventDefault();
          onTextChange('');
          onPick(null);
          setGroups([]);
        }
        break;
      case 'Tab':
        // The highlighted suggestion is accepted as focus moves on.
        if (expanded && options[active]) pick(options[active]);
        break;
      default:
        break;
    }
  };

  const activeOption = expanded ? options[active] : undefined;
  const optionId = (index: number) => `${listboxId}-option-${index}`;
  let index = -1;

  return (
    <div className="destination">
      <label htmlFor={inputId} className={hideLabel ? 'visually-hidden' : 'search-field__label'}>
        {label}
      </label>
      <div className="destination__box">
        <SearchIcon name="place" />
        <SearchInput
          id={inputId}
          className="destination__input"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          // The listbox exists only while it is shown (ARIA 1.2: aria-controls when expanded).
          aria-controls={expanded ? listboxId : undefined}
          aria-activedescendant={activeOption ? optionId(active) : undefined}
          aria-describedby={describedBy}
          invalid={invalid}
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          value={text}
          onChange={(value) => {
            onTextChange(value);
            // Clearing the input clears the selection; any edit unsets the picked place.
            onPick(null);
            setOpen(true);
            request(value);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          onFocus={(event) => {
            // A phone's keyboard covers the lower half of the screen: the field goes up to the
            // top, so that its suggestions show between it and the keyboard.
            if (window.matchMedia('(max-width: 767px)').matches)
              event.currentTarget.scrollIntoView({ block: 'start' });
          }}
          onClick={() => options.length && setOpen(true)}
        />
      </div>
      {expanded ? (
        <ul
          id={listboxId}
          role="listbox"
          aria-label={`${label} suggestions`}
          className="destination__list"
        >
          {groups.map((group) => (
            <li key={group.placeType} role="presentation" className="destination__group">
              <ul role="group" aria-label={group.label} className="destination__group-list">
                {group.items.map((suggestion, position) => {
                  index += 1;
                  const current = index;
                  return (
                    <li
                      key={suggestion.key}
                      id={optionId(current)}
                      role="option"
                      aria-selected={current === active}
                      className="destination__option"
                      // mousedown, not click: the input keeps focus and the list does not close first.
                      onMouseDown={(event) => {
                        event.preventDefault();
                        pick(suggestion);
                      }}
                      onMouseMove={() => setActive(current)}
                    >
                      <span className="destination__icon" aria-hidden="true">
                        {position === 0 ? <SearchIcon name={suggestion.sectionIcon} /> : null}
                      </span>
                      <span className="destination__text">{suggestion.display}</span>
                    </li>
                  );
                })}
              </ul>
            </li>
          ))}
        </ul>
      ) : null}
      {open && nothingFor && !expanded ? (
        <p className="destination__list destination__nothing">
          {`No place or hotel matches “${nothingFor}”. Try a city, a ZIP code or an airport.`}
        </p>
      ) : null}
      <StatusMessage message={status.message} />
    </div>
  );
}

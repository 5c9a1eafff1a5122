// Header "My reservations" item: a popup titled "Find your reservation" (./find-reservation-
// form.tsx). "Popups": opens on click or Enter, closes on route change; the reservation
// popup resets its form and errors on close (the form is unmounted while closed). It also closes
// on Escape (focus back to the trigger), outside click and focus leaving; Tab stays inside while
// it is open. The trigger is a real link to /find-reservation, so it works before hydration. The
// form is imported on first use: hover or focus of the trigger starts it, the popup opens
// when it is in, and if it cannot be loaded the link is followed.
import type { KeyboardEvent } from 'react';
import { useHeaderMenu } from '../../ui/use-header-menu.ts';
import { keepTabInside } from '../../ui/focus-trap.ts';
import { onDemand } from '../../ui/on-demand.ts';
import '../../ui/header-menu.css';
import './find-reservation.css';

export interface ReservationsMenuProps {
  onNavigate: () => void;
}

const PANEL_ID = 'reservations-menu-panel';
const TITLE_ID = 'reservations-menu-title';

const findReservationForm = onDemand(() =>
  import('./find-reservation-form.tsx').then((module) => module.FindReservationForm),
);

export function ReservationsMenu({ onNavigate }: ReservationsMenuProps) {
  const { open, container, panel, trigger, onTriggerClick } = useHeaderMenu(onNavigate);

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (panel.current) keepTabInside(event, panel.current);
  };
  const FindReservationForm = findReservationForm.loaded();

  return (
    <div className="header-menu" ref={container}>
      <a
        ref={trigger}
        href="/find-reservation"
        className="site-header__account-link"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={(event) => onTriggerClick(event, findReservationForm.load)}
        onPointerEnter={findReservationForm.prefetch}
        onFocus={findReservationForm.prefetch}
      >
        My reservations
      </a>
      <div
        ref={panel}
        id={PANEL_ID}
        className="header-menu__panel"
        role="dialog"
        aria-labelledby={TITLE_ID}
        hidden={!open}
        onKeyDown={onPanelKeyDown}
      >
        {/* A dialog is a sectioning root whose first heading would have to be an h1: the title is
            its accessible name instead. */}
        <p id={TITLE_ID} className="header-menu__title reservations-menu__title">
          Find your reservation
        </p>
        {open && FindReservationForm ? (
          <FindReservationForm idPrefix="reservations-menu" autoFocus />
        ) : null}
      </div>
    </div>
  );
}

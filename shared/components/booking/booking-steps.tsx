// The booking funnel's steps: room (the hotel page's rooms and rates),
// guest details (/guest-data), confirmation (/confirmation), as the design system's step
// indicator. On guest data the room step links back to the hotel's rooms for the same stay.
import { StepIndicator } from '../../ui/step-indicator.tsx';

export const BOOKING_STEPS = ['Room', 'Guest details', 'Confirmation'] as const;

export type BookingStep = 'room' | 'guest' | 'confirmation';

const INDEX: Record<BookingStep, number> = { room: 0, guest: 1, confirmation: 2 };

export function BookingSteps({
  current,
  roomHref = null,
}: {
  current: BookingStep;
  /** Where the room was chosen, for the done step's link. */
  roomHref?: string | null;
}) {
  return (
    <StepIndicator
      label="Booking steps"
      current={INDEX[current]}
      steps={BOOKING_STEPS.map((label, index) => ({
        label,
        href: index === 0 ? roomHref : null,
      }))}
    />
  );
}

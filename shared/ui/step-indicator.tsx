// The design system's step indicator: the steps of a task in order,
// each done, current or to come. A list in a landmark of its own; the current step carries
// aria-current="step", and every step says its state in words for screen readers (the numbers
// and ticks are drawn for the eye). A done step may link back to where it was taken.
//   <StepIndicator label="Booking steps" current={1}
//     steps={[{ label: 'Room', href: '/hotel#rooms' }, { label: 'Guest details' }, { label: 'Confirmation' }]} />
import { Link } from './link.tsx';
import './step-indicator.css';

export interface Step {
  label: string;
  /** Where a done step was taken: shown as a link back to it. */
  href?: string | null;
}

export type StepState = 'done' | 'current' | 'upcoming';

export const stepState = (index: number, current: number): StepState =>
  index < current ? 'done' : index === current ? 'current' : 'upcoming';

const STATE_WORDS: Record<StepState, string> = {
  done: 'completed',
  current: 'current step',
  upcoming: 'not yet',
};

export function StepIndicator({
  steps,
  current,
  label,
}: {
  steps: readonly Step[];
  /** The index of the step the guest is on; steps.length: every step is done. */
  current: number;
  /** The landmark's name: "Booking steps". */
  label: string;
}) {
  return (
    <nav className="steps" aria-label={label}>
      <ol className="steps__list">
        {steps.map((step, index) => {
          const state = stepState(index, current);
          const name = (
            <>
              <span className="steps__marker" aria-hidden="true">
                {state === 'done' ? (
                  <svg viewBox="0 0 16 16" width="14" height="14" focusable="false">
                    <path
                      d="M3 8.5l3 3 7-7"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2.2"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                    />
                  </svg>
                ) : (
                  index + 1
                )}
              </span>
              <span className="steps__label">{step.label}</span>
              <span className="visually-hidden">, {STATE_WORDS[state]}</span>
            </>
          );
          return (
            <li
              key={step.label}
              className={`steps__step steps__step--${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              {state === 'done' && step.href ? (
                <Link className="steps__link" to={step.href}>
                  {name}
                </Link>
              ) : (
                <span className="steps__link">{name}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

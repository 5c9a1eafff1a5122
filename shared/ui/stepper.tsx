// A number stepper (design system): a label, a "−" and a "+" button, and the value between them,
// announced when it changes. A button at its limit is aria-disabled, not disabled, so it keeps the
// keyboard focus of a guest who pressed it up to the limit; pressing it then does nothing.
import type { ReactNode } from 'react';
import './stepper.css';

export interface StepperProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  value: number;
  /** What shows instead of the number (e.g. "5+"). */
  display?: ReactNode;
  canDecrease: boolean;
  canIncrease: boolean;
  onDecrease: () => void;
  onIncrease: () => void;
  /** Accessible names of the buttons, e.g. "Fewer adults" and "More adults". */
  decreaseLabel: string;
  increaseLabel: string;
}

export function Stepper(props: StepperProps) {
  const labelId = `${props.id}-label`;
  const valueId = `${props.id}-value`;
  const press = (allowed: boolean, action: () => void) => () => {
    if (allowed) action();
  };
  return (
    <div className="stepper" role="group" aria-labelledby={`${labelId} ${valueId}`}>
      <span className="stepper__text">
        <span id={labelId} className="stepper__label">
          {props.label}
        </span>
        {props.hint ? <span className="stepper__hint">{props.hint}</span> : null}
      </span>
      <span className="stepper__controls">
        <button
          type="button"
          className="stepper__button"
          aria-label={props.decreaseLabel}
          aria-describedby={valueId}
          aria-disabled={!props.canDecrease || undefined}
          onClick={press(props.canDecrease, props.onDecrease)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <output id={valueId} className="stepper__value" aria-live="polite">
          {props.display ?? props.value}
        </output>
        <button
          type="button"
          className="stepper__button"
          aria-label={props.increaseLabel}
          aria-describedby={valueId}
          aria-disabled={!props.canIncrease || undefined}
          onClick={press(props.canIncrease, props.onIncrease)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </span>
    </div>
  );
}

// The design system's buttons: one look for every action. `loading` keeps the
// label, adds a spinner and aria-busy, and blocks a second click without greying the button out.
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from './link.tsx';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

interface Look {
  variant?: ButtonVariant;
  size?: 'medium' | 'small';
  block?: boolean;
}

/** The class list of a button or a link that looks like one. */
export function buttonClass(
  { variant = 'primary', size = 'medium', block = false }: Look = {},
  extra?: string,
) {
  return [
    'button',
    `button--${variant}`,
    size === 'small' ? 'button--small' : '',
    block ? 'button--block' : '',
    extra ?? '',
  ]
    .filter(Boolean)
    .join(' ');
}

export interface ButtonProps extends Look, ButtonHTMLAttributes<HTMLButtonElement> {
  loading?: boolean;
  /** The label while loading (defaults to the children). */
  loadingLabel?: ReactNode;
}

export function Button({
  variant,
  size,
  block,
  loading = false,
  loadingLabel,
  className,
  children,
  type = 'button',
  onClick,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={buttonClass({ variant, size, block }, className)}
      aria-busy={loading || undefined}
      onClick={(event) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      {loading ? <span className="button__spinner" aria-hidden="true" /> : null}
      {loading && loadingLabel ? loadingLabel : children}
    </button>
  );
}

export interface LinkButtonProps extends Look, LinkProps {}

/** A link (it navigates) that looks like a button. */
export function LinkButton({ variant, size, block, className, ...rest }: LinkButtonProps) {
  return <Link {...rest} className={buttonClass({ variant, size, block }, className)} />;
}

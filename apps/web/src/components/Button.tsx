import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { useClickDebounce } from '../lib/hooks/use-click-debounce';
import { useHydrated } from '../lib/hooks/use-hydrated';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

const classes = (variant: ButtonVariant, block: boolean | undefined, extra?: string) =>
  ['btn', `btn--${variant}`, block ? 'btn--block' : '', extra ?? ''].filter(Boolean).join(' ');

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  block?: boolean;
  /** Shows a spinner, keeps the label for screen readers and blocks repeated clicks. */
  loading?: boolean;
  /**
   * The click sends a request: repeated clicks within 500 ms count once (SPEC §9). On by
   * default for a button with a `loading` state (it is waiting for an answer); set it on the
   * others that send one (Try again). Buttons that only open, close or move on stay immediate.
   */
  sendsRequest?: boolean;
  icon?: ReactNode;
}

export function Button({
  variant = 'primary',
  block,
  loading,
  icon,
  children,
  className,
  disabled,
  type = 'button',
  onClick,
  sendsRequest = loading !== undefined,
  ...rest
}: ButtonProps) {
  // SPEC §9: repeated clicks within 500 ms count once (a double tap never sends two requests).
  const debouncedClick = useClickDebounce(onClick, sendsRequest);
  // In prerendered HTML a submit would be the browser's own, with the fields (a password too)
  // in the address, and a click handler is not attached yet (a click before React owns the page
  // is lost: the consent banner stayed): such buttons wait for hydration, visibly.
  const waitingForApp = !useHydrated() && (type === 'submit' || onClick !== undefined);
  return (
    <button
      type={type}
      className={classes(variant, block, className)}
      disabled={disabled || loading || waitingForApp}
      aria-busy={loading || undefined}
      onClick={debouncedClick}
      {...rest}
    >
      {loading ? <Spinner size="sm" /> : icon}
      <span>{children}</span>
    </button>
  );
}

interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
  block?: boolean;
  icon?: ReactNode;
}

export function ButtonLink({
  variant = 'primary',
  block,
  icon,
  children,
  className,
  ...rest
}: ButtonLinkProps) {
  return (
    <Link className={classes(variant, block, className)} {...rest}>
      {icon}
      <span>{children}</span>
    </Link>
  );
}

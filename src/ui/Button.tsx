/** Buttons and button-styled links with one look; at least 44px tall for touch. */
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Link } from 'wouter';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

interface CommonProps {
  readonly variant?: ButtonVariant;
  readonly block?: boolean;
  readonly children: ReactNode;
}

export interface ButtonProps extends CommonProps, Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** Shows a spinner, disables the button and tells assistive tech it is busy. */
  readonly busy?: boolean;
  readonly ref?: Ref<HTMLButtonElement>;
}

export function buttonClass(variant: ButtonVariant = 'primary', block = false, extra?: string): string {
  return ['btn', `btn--${variant}`, block ? 'btn--block' : '', extra ?? ''].filter(Boolean).join(' ');
}

export function Button({ variant, block, busy = false, children, className, disabled, type = 'button', ...rest }: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={buttonClass(variant, block, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy ? <span className="spinner spinner--inline" aria-hidden="true" /> : null}
      <span>{children}</span>
    </button>
  );
}

export interface ButtonLinkProps extends CommonProps {
  readonly to: string;
  readonly className?: string;
  readonly 'aria-label'?: string;
}

export function ButtonLink({ variant, block, children, to, className, ...rest }: ButtonLinkProps) {
  return (
    <Link to={to} className={buttonClass(variant, block, className)} {...rest}>
      {children}
    </Link>
  );
}

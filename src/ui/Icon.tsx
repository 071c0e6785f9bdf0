/** A decorative SVG icon (hidden from screen readers; the text next to it carries the meaning). */
import { iconPaths, type IconName } from './icons';

export function Icon({ name, size = 20, className }: { readonly name: IconName; readonly size?: number; readonly className?: string }) {
  return (
    <svg
      className={['icon', className ?? ''].filter(Boolean).join(' ')}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={iconPaths[name]} />
    </svg>
  );
}

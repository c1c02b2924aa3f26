import { cn } from '../../lib/cn.js';
import { SpriteIcon } from './sprite-icon.js';

export type SpinnerProps = {
  /** Text announced to screen readers. Default 'Loading'. */
  label?: string;
  /** Classes for the icon: its size and colour, e.g. `size-8 text-muted-foreground`. */
  className?: string;
};

/** The spinning icon alone (decorative), beside a visible text that says what is loading. */
export function SpinnerIcon({ className }: { className?: string }) {
  return <SpriteIcon id="loader-circle" className={cn('animate-spin', className)} />;
}

export function Spinner({ label = 'Loading', className = 'size-6 text-primary' }: SpinnerProps) {
  return (
    <span role="status" data-slot="spinner" className="inline-flex items-center justify-center">
      <SpinnerIcon className={className} />
      <span className="sr-only">{label}</span>
    </span>
  );
}

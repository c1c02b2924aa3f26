import { Loader2 } from 'lucide-react';
import { cn } from '../../lib/cn.js';

export type SpinnerProps = {
  /** Text announced to screen readers. Default 'Loading'. */
  label?: string;
  /** Classes for the icon (size, colour), e.g. `size-8 text-muted-foreground`. */
  className?: string;
};

export function Spinner({ label = 'Loading', className }: SpinnerProps) {
  return (
    <span role="status" data-slot="spinner" className="inline-flex items-center justify-center">
      <Loader2 aria-hidden="true" className={cn('size-6 animate-spin text-primary', className)} />
      <span className="sr-only">{label}</span>
    </span>
  );
}

import type { ReactNode } from 'react';
import { Spinner } from '../ui/spinner.js';

/** What SectionState reads of a query: TanStack Query's flags and data. */
export interface SectionQuery<T> {
  isPending: boolean;
  isError: boolean;
  data?: T;
}

/**
 * A public section's list and its other states, with the spec's texts: the error (`error`: a text, or
 * what to show instead), loading (a spinner named `loading`), then empty (`empty`, when `isEmpty`: by
 * default an empty list). With `icon`, the error and empty states are cards, the icon on the empty one.
 */
export function SectionState<T>({
  query: { isPending, isError, data },
  loading,
  error,
  empty,
  icon,
  isEmpty = (list) => (list as unknown[]).length === 0,
  children,
}: {
  query: SectionQuery<T>;
  loading: string;
  error: ReactNode;
  empty: string;
  icon?: ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  if (isError) {
    return typeof error === 'string' ? (
      <p
        role="alert"
        className={
          icon
            ? 'mx-auto max-w-xl rounded-xl border border-destructive/30 bg-card p-6 text-center text-destructive'
            : 'py-12 text-center text-base text-destructive'
        }
      >
        {error}
      </p>
    ) : (
      error
    );
  }
  if (isPending || data === undefined) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label={loading} className="size-8 text-primary" />
      </div>
    );
  }
  if (isEmpty(data)) {
    return icon ? (
      <div className="mx-auto flex max-w-xl flex-col items-center rounded-2xl border border-dashed border-border bg-card p-10 text-center text-muted-foreground">
        {icon}
        <p className="mt-4">{empty}</p>
      </div>
    ) : (
      <p className="py-12 text-center text-base text-muted-foreground">{empty}</p>
    );
  }
  return children(data);
}

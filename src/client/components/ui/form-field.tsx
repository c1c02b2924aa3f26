import { Children, isValidElement, type ReactNode } from 'react';
import { cn } from '../../lib/cn.js';
import { Label } from './label.js';
import { Slot } from './slot.js';

/** The dark destructive token is tuned for fills; lighten it for text so it keeps 4.5:1 on cards. */
export const darkDestructiveText = 'dark:text-[color-mix(in_oklab,var(--destructive),white_30%)]';

/** An error under a field or a list, read out when it appears; nothing when there is none. */
export function ErrorLine({ id, children }: { id?: string; children: ReactNode }) {
  if (children === undefined || children === null || children === false || children === '') return null;
  return (
    <p id={id} role="alert" className={cn('text-sm text-destructive', darkDestructiveText)}>
      {children}
    </p>
  );
}

export type FormFieldProps = {
  label: ReactNode;
  /** The id of the control; the label points at it, and the hint/error ids derive from it. */
  htmlFor: string;
  error?: ReactNode;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
};

/**
 * Label + control + optional hint + error. A single element child also receives `aria-invalid` (when
 * there is an error) and `aria-describedby` (hint and error ids); its own props win.
 */
export function FormField({ label, htmlFor, error, hint, className, children }: FormFieldProps) {
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const hintId = hint ? `${htmlFor}-hint` : undefined;
  const errorId = hasError ? `${htmlFor}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  const control =
    Children.count(children) === 1 && isValidElement(children) ? (
      <Slot aria-describedby={describedBy} aria-invalid={hasError || undefined}>
        {children}
      </Slot>
    ) : (
      children
    );

  return (
    <div data-slot="form-field" className={cn('grid gap-2', className)}>
      <Label htmlFor={htmlFor}>{label}</Label>
      {control}
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <ErrorLine id={errorId}>{error}</ErrorLine>
    </div>
  );
}

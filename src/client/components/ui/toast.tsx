import { cva, type VariantProps } from 'class-variance-authority';
import { XIcon } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import type { ComponentProps, CSSProperties, ReactElement } from 'react';
import {
  TOAST_DURATION_MS,
  TOAST_LAYER,
  TOAST_SWIPE_THRESHOLD_PX,
  TOAST_VIEWPORT_MAX_WIDTH_PX,
} from '../../../shared/constants.js';
import { m } from '../../../shared/i18n/locale.js';
import { cn } from '../../lib/cn.js';

export function ToastProvider({
  duration = TOAST_DURATION_MS,
  swipeThreshold = TOAST_SWIPE_THRESHOLD_PX,
  ...props
}: ComponentProps<typeof ToastPrimitive.Provider>) {
  // Radix's own default label is English: a screen reader announces it before each toast.
  return (
    <ToastPrimitive.Provider
      duration={duration}
      swipeThreshold={swipeThreshold}
      label={m.common_toast_label()}
      {...props}
    />
  );
}

/** Top of the screen on phones, bottom-right from `md` up, above every other layer. */
export function ToastViewport({
  className,
  style,
  ...props
}: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      data-slot="toast-viewport"
      className={cn(
        // pointer-events-none: the empty viewport must not block clicks on the header below it.
        'pointer-events-none fixed top-0 right-0 left-0 flex max-h-screen w-full flex-col-reverse gap-2 p-4 outline-none',
        'md:top-auto md:bottom-0 md:left-auto md:max-w-(--toast-viewport-max-width) md:flex-col',
        className,
      )}
      style={
        {
          zIndex: TOAST_LAYER,
          '--toast-viewport-max-width': `${TOAST_VIEWPORT_MAX_WIDTH_PX}px`,
          ...style,
        } as CSSProperties
      }
      {...props}
    />
  );
}

export const toastVariants = cva(
  [
    'group pointer-events-auto relative flex w-full items-center justify-between gap-4 overflow-hidden',
    'rounded-lg border p-5 pr-10 shadow-lg',
    // Entry: slides in from the edge it lives on (top on phones, bottom from md up).
    'transition-[opacity,translate] duration-300 ease-out starting:-translate-y-3 starting:opacity-0 md:starting:translate-y-3',
    // Swipe to dismiss (Radix sets data-swipe and the CSS variables).
    'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=move]:transition-none',
    'data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x)',
  ],
  {
    variants: {
      variant: {
        default: 'border-border bg-card text-card-foreground',
        destructive: [
          'border-destructive bg-destructive text-destructive-foreground',
          // Solid, darker red in the dark theme so white text keeps 4.5:1.
          'dark:border-transparent dark:bg-[color-mix(in_oklab,var(--destructive)_60%,var(--background))]',
        ],
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export type ToastProps = ComponentProps<typeof ToastPrimitive.Root> & VariantProps<typeof toastVariants>;

export function Toast({ className, variant, ...props }: ToastProps) {
  return (
    <ToastPrimitive.Root
      data-slot="toast"
      data-variant={variant ?? 'default'}
      className={cn(toastVariants({ variant }), className)}
      {...props}
    />
  );
}

/** A button inside the toast; `altText` tells screen-reader users how to do the same without it. */
export function ToastAction({ className, ...props }: ComponentProps<typeof ToastPrimitive.Action>) {
  return (
    <ToastPrimitive.Action
      data-slot="toast-action"
      className={cn(
        'inline-flex h-8 shrink-0 items-center justify-center rounded-md border border-border bg-transparent px-3',
        'text-sm font-medium transition-colors outline-none hover:bg-secondary',
        'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-card',
        'disabled:pointer-events-none disabled:opacity-50',
        'group-data-[variant=destructive]:border-destructive-foreground/40 group-data-[variant=destructive]:hover:bg-destructive-foreground/10',
        'group-data-[variant=destructive]:focus-visible:ring-destructive-foreground group-data-[variant=destructive]:focus-visible:ring-offset-destructive',
        className,
      )}
      {...props}
    />
  );
}

export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  return (
    <ToastPrimitive.Close
      data-slot="toast-close"
      aria-label={m.common_toast_close()}
      className={cn(
        'absolute top-2 right-2 inline-flex size-7 items-center justify-center rounded-md text-muted-foreground',
        'transition-colors outline-none hover:bg-secondary hover:text-foreground',
        'focus-visible:ring-2 focus-visible:ring-ring',
        'group-data-[variant=destructive]:text-destructive-foreground/85 group-data-[variant=destructive]:hover:bg-destructive-foreground/10',
        'group-data-[variant=destructive]:hover:text-destructive-foreground group-data-[variant=destructive]:focus-visible:ring-destructive-foreground',
        className,
      )}
      {...props}
    >
      <XIcon className="size-4" aria-hidden="true" />
    </ToastPrimitive.Close>
  );
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return (
    <ToastPrimitive.Title
      data-slot="toast-title"
      className={cn('text-sm font-semibold leading-snug', className)}
      {...props}
    />
  );
}

export function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) {
  return (
    <ToastPrimitive.Description
      data-slot="toast-description"
      className={cn('text-sm opacity-90', className)}
      {...props}
    />
  );
}

export type ToastActionElement = ReactElement<ComponentProps<typeof ToastAction>>;

import { XIcon } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.js';

/**
 * Shared look of modal overlays and panels (dialog and alert dialog). Entry is a CSS transition from
 * `@starting-style` (Tailwind's `starting:` variant), so no keyframes are needed.
 */
export const overlayClassName =
  'fixed inset-0 z-50 bg-black/55 backdrop-blur-[2px] transition-opacity duration-200 starting:opacity-0';

export const modalPanelClassName = [
  'fixed top-1/2 left-1/2 z-50 grid w-full max-w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 gap-4',
  'max-h-[90vh] overflow-y-auto rounded-xl border border-border bg-card p-6 text-card-foreground shadow-2xl',
  'transition-[opacity,scale] duration-200 ease-out starting:scale-95 starting:opacity-0 focus:outline-none',
].join(' ');

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogPortal = DialogPrimitive.Portal;
export const DialogClose = DialogPrimitive.Close;

export function DialogOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      data-slot="dialog-overlay"
      className={cn(overlayClassName, className)}
      {...props}
    />
  );
}

export type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  /** Show the top-right close button (labelled 'Close' for screen readers). Default true. */
  showCloseButton?: boolean;
  /** The panel's width from `sm` up (its own prop, as public pages do not resolve class conflicts). */
  width?: string;
};

export function DialogContent({
  className,
  children,
  showCloseButton = true,
  width = 'sm:max-w-lg',
  ...props
}: DialogContentProps) {
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(modalPanelClassName, width, className)}
        {...props}
      >
        {children}
        {showCloseButton ? (
          <DialogPrimitive.Close
            data-slot="dialog-close"
            className={cn(
              'absolute top-4 right-4 inline-flex size-8 items-center justify-center rounded-md text-muted-foreground',
              'transition-colors hover:bg-secondary hover:text-foreground outline-none',
              'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-card',
              'disabled:pointer-events-none',
            )}
          >
            <XIcon className="size-4" aria-hidden="true" />
            <span className="sr-only">Close</span>
          </DialogPrimitive.Close>
        ) : null}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-header"
      className={cn('flex flex-col gap-1.5 pr-8 text-center sm:text-left', className)}
      {...props}
    />
  );
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn('flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}

const TITLE_SIZES = { default: 'text-xl', large: 'text-2xl' } as const;

export function DialogTitle({
  className,
  size = 'default',
  ...props
}: ComponentProps<typeof DialogPrimitive.Title> & { size?: keyof typeof TITLE_SIZES }) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn('font-serif font-semibold', TITLE_SIZES[size], 'leading-tight tracking-tight', className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}

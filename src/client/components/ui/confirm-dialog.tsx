import { Loader2 } from 'lucide-react';
import { type MouseEvent, type ReactNode, useState } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from './alert-dialog.js';
import { buttonVariants } from './button.js';

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  /** Label of the destructive confirm button. Default 'Delete'. */
  confirmLabel?: string;
  /** Default 'Cancel'. */
  cancelLabel?: string;
  /**
   * Called on confirm. If it returns a promise the dialog stays open and busy until it settles,
   * closes when it resolves and stays open when it rejects (show the error yourself, e.g. a toast).
   * Otherwise (e.g. `() => mutation.mutate(id)`) the dialog closes at once.
   */
  onConfirm: () => unknown;
  /** Busy from the outside (e.g. `mutation.isPending`): buttons disabled, the dialog cannot be closed. */
  pending?: boolean;
  /** More than words, between the description and the buttons: a field the confirmation takes (a reason), a list, choices. */
  children?: ReactNode;
};

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return (
    typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function'
  );
}

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel = 'Delete',
  cancelLabel = 'Cancel',
  onConfirm,
  pending = false,
  children,
}: ConfirmDialogProps) {
  const [running, setRunning] = useState(false);
  const busy = pending || running;

  const handleOpenChange = (next: boolean) => {
    if (!next && busy) return;
    onOpenChange(next);
  };

  const handleConfirm = (event: MouseEvent<HTMLButtonElement>) => {
    // Closing is ours to decide (after an async confirm), not the primitive's.
    event.preventDefault();
    if (busy) return;
    const result = onConfirm();
    if (!isPromiseLike(result)) {
      onOpenChange(false);
      return;
    }
    setRunning(true);
    Promise.resolve(result).then(
      () => {
        setRunning(false);
        onOpenChange(false);
      },
      () => setRunning(false),
    );
  };

  return (
    <AlertDialog open={open} onOpenChange={handleOpenChange}>
      <AlertDialogContent aria-busy={busy || undefined}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>{cancelLabel}</AlertDialogCancel>
          <AlertDialogAction
            className={buttonVariants({ variant: 'destructive' })}
            disabled={busy}
            onClick={handleConfirm}
          >
            {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
            {confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

import { Loader2 } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../components/ui/button.js';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.js';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.js';
import { cn } from '../../lib/cn.js';

/** What an admin add/edit dialog is given: whether it is open, what it edits (null: a new one), how it closes. */
export interface AdminEditDialogProps<T> {
  open: boolean;
  editing: T | null;
  onClose: () => void;
}

/** The same for an entity filed under a category: the categories offered, the one preselected for a new one. */
export interface AdminCategorizedEditDialogProps<T, C> extends AdminEditDialogProps<T> {
  categories: C[];
  defaultCategoryId: number | null;
}

/**
 * An admin add/edit dialog: title, description and the form (an `AdminForm`, usually in a child keyed
 * by the entity so each opening starts afresh) as children. Closing calls `onClose`.
 */
export function AdminFormDialog({
  open,
  onClose,
  title,
  description,
  note,
  width,
  className,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description: ReactNode;
  /** A further line under the description. */
  note?: ReactNode;
  /** The content box's width from `sm` up (see DialogContent). */
  width?: string;
  /** Classes of the dialog's content box, e.g. its width. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent width={width} className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
          {note}
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

/** The form of an admin dialog: its fields as children, then 'Cancel' and the submit button (`submitLabel`). */
export function AdminForm({
  onSubmit,
  onCancel,
  pending,
  submitDisabled,
  sticky,
  submitLabel,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  onCancel: () => void;
  pending: boolean;
  /** Also disables the submit button (e.g. while an image uploads). */
  submitDisabled?: boolean;
  /** Keeps the footer at the bottom of a scrolling dialog. */
  sticky?: boolean;
  submitLabel: ReactNode;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      {children}
      <AdminFormFooter onCancel={onCancel} pending={pending} submitDisabled={submitDisabled} sticky={sticky}>
        {submitLabel}
      </AdminFormFooter>
    </form>
  );
}

/** The 'Cancel' and submit buttons of an admin form; the submit button spins while `pending`. */
function AdminFormFooter({
  onCancel,
  pending,
  submitDisabled = false,
  sticky = false,
  children,
}: {
  onCancel: () => void;
  pending: boolean;
  /** Also disables the submit button (e.g. while an image uploads). */
  submitDisabled?: boolean;
  /** Keeps the footer at the bottom of a scrolling dialog. */
  sticky?: boolean;
  /** The submit button's label. */
  children: ReactNode;
}) {
  return (
    <DialogFooter
      className={cn(sticky && 'sticky -bottom-6 z-10 -mx-6 -mb-6 border-t border-border bg-card px-6 py-4')}
    >
      <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <Button type="submit" disabled={pending || submitDisabled}>
        {pending ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
        {children}
      </Button>
    </DialogFooter>
  );
}

/**
 * Asks before deleting `target`; open while `target` is not null. `onDelete` usually returns the
 * mutation's promise, so the dialog stays busy until the deletion settles (see ConfirmDialog).
 */
export function AdminDeleteDialog<T>({
  target,
  onClose,
  title = 'Are you sure?',
  description,
  pending,
  onDelete,
  confirmLabel,
}: {
  target: T | null;
  onClose: () => void;
  title?: ReactNode;
  /** A fixed text, or one built from the target (an empty text while there is none). */
  description: ReactNode | ((target: T) => ReactNode);
  pending: boolean;
  onDelete: (target: T) => unknown;
  confirmLabel?: string;
}) {
  const text = typeof description === 'function' ? (target !== null ? description(target) : '') : description;
  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      description={text}
      pending={pending}
      confirmLabel={confirmLabel}
      onConfirm={() => (target !== null ? onDelete(target) : undefined)}
    />
  );
}

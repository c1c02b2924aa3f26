import { useState } from 'react';
import { useReturnFocus } from '../../hooks/use-return-focus.js';
import type { AdminEditDialogProps } from './admin-dialogs.js';

/**
 * The open/edit/delete state of an admin screen's dialogs for one kind of entity: an add/edit form
 * (`editing` null while adding) and a delete confirmation (open while `deleting` is set). Closing
 * either returns focus to what opened it (a card's button or a menu's trigger; see useReturnFocus).
 * `editing` is kept while the form closes, so its title does not flip to 'Add' during the animation.
 * `formDialog` and `deleteDialog` are the two dialogs' props, to spread into them.
 */
export function useEntityDialogs<T>() {
  const focus = useReturnFocus();
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<T | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);

  const closeForm = () => {
    setFormOpen(false);
    focus.restore();
  };
  const closeDelete = () => {
    setDeleting(null);
    focus.restore();
  };
  const formDialog: AdminEditDialogProps<T> = { open: formOpen, editing, onClose: closeForm };
  return {
    formOpen,
    editing,
    deleting,
    openCreate: (trigger?: HTMLElement | null) => {
      focus.remember(trigger);
      setEditing(null);
      setFormOpen(true);
    },
    openEdit: (entity: T, trigger?: HTMLElement | null) => {
      focus.remember(trigger);
      setEditing(entity);
      setFormOpen(true);
    },
    openDelete: (entity: T, trigger?: HTMLElement | null) => {
      focus.remember(trigger);
      setDeleting(entity);
    },
    closeForm,
    closeDelete,
    formDialog,
    deleteDialog: { target: deleting, onClose: closeDelete },
  };
}

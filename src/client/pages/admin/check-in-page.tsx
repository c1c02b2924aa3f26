import { ClipboardList, Plus } from 'lucide-react';
import { useState } from 'react';
import type { CheckInInstruction } from '../../../shared/schemas/check-in.js';
import { Button } from '../../components/ui/button.js';
import { Card } from '../../components/ui/card.js';
import { AdminDeleteDialog } from '../../features/admin/admin-dialogs.js';
import { AdminPageHeader } from '../../features/admin/admin-page-header.js';
import { AdminLoadErrorAlert, AdminLoading } from '../../features/admin/admin-states.js';
import { AdminCheckInCard } from '../../features/check-in/admin-check-in-card.js';
import { AdminCheckInFormDialog } from '../../features/check-in/admin-check-in-form-dialog.js';
import { useDeleteCheckInInstruction } from '../../features/check-in/admin-mutations.js';
import { useAdminCheckInInstructions } from '../../features/check-in/admin-queries.js';
import { useReturnFocus } from '../../hooks/use-return-focus.js';

/** Check-In Instructions (spec 2, 'Admin check-in instructions'). */
export function AdminCheckInPage() {
  const { data, isPending, isError, error } = useAdminCheckInInstructions();
  const remove = useDeleteCheckInInstruction();
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<CheckInInstruction | null>(null);
  const [deleting, setDeleting] = useState<CheckInInstruction | null>(null);
  const focus = useReturnFocus();
  const instructions = data ?? [];
  const isEmpty = !isPending && !isError && instructions.length === 0;

  const openAdd = () => {
    focus.remember();
    setEditing(null);
    setFormOpen(true);
  };
  const openEdit = (instruction: CheckInInstruction) => {
    focus.remember();
    setEditing(instruction);
    setFormOpen(true);
  };
  const openDelete = (instruction: CheckInInstruction) => {
    focus.remember();
    setDeleting(instruction);
  };
  const handleFormOpenChange = (open: boolean) => {
    setFormOpen(open);
    if (!open) focus.restore();
  };

  return (
    <>
      <AdminPageHeader
        title="Check-In Instructions"
        description="What guests read on the check-in page after entering their access code, lowest sort order first."
        actions={
          !isEmpty ? (
            <Button onClick={openAdd}>
              <Plus aria-hidden="true" />
              Add Instruction
            </Button>
          ) : undefined
        }
      />

      {isPending ? (
        <AdminLoading label="Loading check-in instructions" className="py-20" />
      ) : isError ? (
        <AdminLoadErrorAlert prefix="Error loading check-in instructions" error={error} />
      ) : instructions.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 px-6 py-16 text-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-secondary text-primary">
            <ClipboardList aria-hidden="true" className="size-7" />
          </span>
          <h2 className="font-serif text-xl font-semibold text-foreground">No Check-In Instructions Yet</h2>
          <p className="max-w-md text-sm text-muted-foreground">
            Add the arrival, access, parking and house instructions guests need for their stay.
          </p>
          <Button onClick={openAdd} className="mt-2">
            <Plus aria-hidden="true" />
            Add First Instruction
          </Button>
        </Card>
      ) : (
        <ul
          aria-label="Check-in instructions"
          className="grid items-start gap-5 md:grid-cols-2 xl:grid-cols-3"
        >
          {instructions.map((instruction) => (
            <AdminCheckInCard
              key={instruction.id}
              instruction={instruction}
              onEdit={openEdit}
              onDelete={openDelete}
            />
          ))}
        </ul>
      )}

      <AdminCheckInFormDialog open={formOpen} onOpenChange={handleFormOpenChange} editing={editing} />

      <AdminDeleteDialog
        target={deleting}
        onClose={() => {
          setDeleting(null);
          focus.restore();
        }}
        description={`This will permanently delete the "${deleting?.title ?? ''}" instruction. This action cannot be undone.`}
        pending={remove.isPending}
        onDelete={(target) => remove.mutateAsync(target.id)}
      />
    </>
  );
}

import { ClipboardList, Plus } from 'lucide-react';
import type { CheckInInstruction } from '../../../shared/schemas/check-in.js';
import { Button } from '../../components/ui/button.js';
import { Card } from '../../components/ui/card.js';
import { AdminDeleteDialog } from '../../features/admin/admin-dialogs.js';
import { AdminPageHeader } from '../../features/admin/admin-page-header.js';
import { AdminLoadErrorAlert, AdminLoading } from '../../features/admin/admin-states.js';
import { useEntityDialogs } from '../../features/admin/use-entity-dialogs.js';
import { useAdminCheckInInstructions, useDeleteCheckInInstruction } from '../../features/stay/admin-api.js';
import { AdminCheckInCard } from '../../features/stay/admin-check-in-card.js';
import { AdminCheckInFormDialog } from '../../features/stay/admin-check-in-form-dialog.js';

/** Check-In Instructions (spec 2, 'Admin check-in instructions'). */
export function AdminCheckInPage() {
  const { data, isPending, isError, error } = useAdminCheckInInstructions();
  const remove = useDeleteCheckInInstruction();
  const dialogs = useEntityDialogs<CheckInInstruction>();
  const instructions = data ?? [];
  const isEmpty = !isPending && !isError && instructions.length === 0;

  return (
    <>
      <AdminPageHeader
        title="Check-In Instructions"
        description="What guests read on the check-in page after entering their access code, lowest sort order first."
        actions={
          !isEmpty ? (
            <Button onClick={() => dialogs.openCreate()}>
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
          <Button onClick={() => dialogs.openCreate()} className="mt-2">
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
              onEdit={(instruction) => dialogs.openEdit(instruction)}
              onDelete={(instruction) => dialogs.openDelete(instruction)}
            />
          ))}
        </ul>
      )}

      <AdminCheckInFormDialog {...dialogs.formDialog} />

      <AdminDeleteDialog
        {...dialogs.deleteDialog}
        description={`This will permanently delete the "${dialogs.deleting?.title ?? ''}" instruction. This action cannot be undone.`}
        pending={remove.isPending}
        onDelete={(target) => remove.mutateAsync(target.id)}
      />
    </>
  );
}

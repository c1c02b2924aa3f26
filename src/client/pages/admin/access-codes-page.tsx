import { KeyRound, Plus } from 'lucide-react';
import type { AccessCode } from '../../../shared/schemas/access-codes.js';
import { Button } from '../../components/ui/button.js';
import { Card } from '../../components/ui/card.js';
import { AdminAccessCodeCard } from '../../features/access-codes/admin-access-code-card.js';
import { AdminAccessCodeFormDialog } from '../../features/access-codes/admin-access-code-form-dialog.js';
import { useDeleteAccessCode } from '../../features/access-codes/admin-mutations.js';
import { useAccessCodes } from '../../features/access-codes/admin-queries.js';
import { AdminPageHeader } from '../../features/admin/admin-page-header.js';
import { AdminLoadErrorLine, AdminLoading } from '../../features/admin/admin-states.js';
import { toDate } from '../../features/admin/format.js';
import { useEntityDialogs } from '../../features/admin/use-entity-dialogs.js';

export function AdminAccessCodesPage() {
  const { data, isPending, isError, error } = useAccessCodes();
  const remove = useDeleteAccessCode();
  const dialogs = useEntityDialogs<AccessCode>();
  const codes = [...(data ?? [])].sort(
    (a, b) => (toDate(b.createdAt)?.getTime() ?? 0) - (toDate(a.createdAt)?.getTime() ?? 0),
  );

  return (
    <>
      <AdminPageHeader
        title="Access Codes"
        description="Codes guests enter on the check-in page to read the check-in instructions."
        actions={
          <Button onClick={() => dialogs.openCreate()}>
            <Plus aria-hidden="true" />
            Add Access Code
          </Button>
        }
      />

      {isPending ? (
        <AdminLoading label="Loading access codes" />
      ) : isError ? (
        <AdminLoadErrorLine prefix="Unable to load access codes" error={error} />
      ) : codes.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 px-6 py-14 text-center">
          <KeyRound aria-hidden="true" className="size-10 text-muted-foreground" />
          <h2 className="font-serif text-xl font-semibold text-foreground">No Access Codes</h2>
          <p className="max-w-sm text-sm text-muted-foreground">
            Create a code for each booking so your guests can open the check-in instructions.
          </p>
        </Card>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {codes.map((accessCode) => (
            <li key={accessCode.id} className="flex">
              <AdminAccessCodeCard
                accessCode={accessCode}
                onEdit={() => dialogs.openEdit(accessCode)}
                onDelete={() => remove.mutate(accessCode.id)}
                deleting={remove.isPending && remove.variables === accessCode.id}
              />
            </li>
          ))}
        </ul>
      )}

      <AdminAccessCodeFormDialog
        open={dialogs.formOpen}
        onOpenChange={dialogs.onFormOpenChange}
        editing={dialogs.editing}
      />
    </>
  );
}

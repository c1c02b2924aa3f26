import { KeyRound, Plus } from 'lucide-react';
import { useState } from 'react';
import type { AccessCode } from '../../../shared/schemas/access-codes.js';
import { Button } from '../../components/ui/button.js';
import { Card } from '../../components/ui/card.js';
import { AdminPageHeader } from '../../features/admin/admin-page-header.js';
import { AdminLoadErrorLine, AdminLoading } from '../../features/admin/admin-states.js';
import { useEntityDialogs } from '../../features/admin/use-entity-dialogs.js';
import { groupAccessCodes } from '../../features/stay/access-code-groups.js';
import { AdminAccessCodeCard } from '../../features/stay/admin-access-code-card.js';
import { AdminAccessCodeFormDialog } from '../../features/stay/admin-access-code-form-dialog.js';
import { useAccessCodes, useArrivalSettings, useDeleteAccessCode } from '../../features/stay/admin-api.js';
import { AdminArrivalSettingsCard } from '../../features/stay/admin-arrival-settings-card.js';
import { AdminArrivalSettingsFormDialog } from '../../features/stay/admin-arrival-settings-form-dialog.js';
import { AdminArrivalSheetDialog } from '../../features/stay/admin-arrival-sheet-dialog.js';
import { AdminSendLinkDialog } from '../../features/stay/admin-send-link-dialog.js';
import { useSiteConfig } from '../../lib/site-config.js';

export function AdminAccessCodesPage() {
  const { data, isPending, isError, error } = useAccessCodes();
  const remove = useDeleteAccessCode();
  const dialogs = useEntityDialogs<AccessCode>();
  const [sending, setSending] = useState<AccessCode | null>(null);
  const [printing, setPrinting] = useState<AccessCode | null>(null);
  const [editingArrival, setEditingArrival] = useState(false);
  const { data: arrivalSettings } = useArrivalSettings();
  const { timeZone } = useSiteConfig();
  const groups = groupAccessCodes(data ?? [], new Date(), timeZone);

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

      <AdminArrivalSettingsCard onEdit={() => setEditingArrival(true)} />

      {isPending ? (
        <AdminLoading label="Loading access codes" />
      ) : isError ? (
        <AdminLoadErrorLine prefix="Unable to load access codes" error={error} />
      ) : groups.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 px-6 py-14 text-center">
          <KeyRound aria-hidden="true" className="size-10 text-muted-foreground" />
          <h2 className="font-serif text-xl font-semibold text-foreground">No Access Codes</h2>
          <p className="max-w-sm text-sm text-muted-foreground">
            Create a code for each booking so your guests can open the check-in instructions.
          </p>
        </Card>
      ) : (
        <div className="grid gap-10">
          {groups.map((group) => (
            <section key={group.key} aria-labelledby={`access-codes-${group.key}`} className="grid gap-4">
              <h2
                id={`access-codes-${group.key}`}
                className="flex items-baseline gap-2 font-serif text-xl font-semibold text-foreground"
              >
                {group.title}
                <span className="font-sans text-sm font-normal text-muted-foreground">
                  ({group.codes.length})
                </span>
              </h2>
              <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
                {group.codes.map((accessCode) => (
                  <li key={accessCode.id} className="flex">
                    <AdminAccessCodeCard
                      accessCode={accessCode}
                      group={group.key}
                      onEdit={() => dialogs.openEdit(accessCode)}
                      onDelete={() => remove.mutate(accessCode.id)}
                      onSendLink={() => setSending(accessCode)}
                      onPrintSheet={() => setPrinting(accessCode)}
                      deleting={remove.isPending && remove.variables === accessCode.id}
                    />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}

      <AdminAccessCodeFormDialog {...dialogs.formDialog} />
      <AdminArrivalSettingsFormDialog
        open={editingArrival}
        onOpenChange={setEditingArrival}
        settings={arrivalSettings}
      />
      <AdminSendLinkDialog accessCode={sending} onOpenChange={(open) => open || setSending(null)} />
      <AdminArrivalSheetDialog
        accessCode={printing}
        settings={arrivalSettings}
        onOpenChange={(open) => open || setPrinting(null)}
      />
    </>
  );
}

import { BedDouble, Plus } from 'lucide-react';
import { useState } from 'react';
import { DEFAULT_SORT_ORDER } from '../../../shared/constants.js';
import type { Room } from '../../../shared/schemas/rooms.js';
import { Button } from '../../components/ui/button.js';
import { Card } from '../../components/ui/card.js';
import { AdminDeleteDialog } from '../../features/admin/admin-dialogs.js';
import { AdminPageHeader } from '../../features/admin/admin-page-header.js';
import { AdminLoadErrorAlert, AdminLoading } from '../../features/admin/admin-states.js';
import { useDeleteRoom, useReorderRoom } from '../../features/rooms/admin-mutations.js';
import { useAdminRooms } from '../../features/rooms/admin-queries.js';
import { AdminRoomCard } from '../../features/rooms/admin-room-card.js';
import { AdminRoomFormDialog } from '../../features/rooms/admin-room-form-dialog.js';
import { useReturnFocus } from '../../hooks/use-return-focus.js';

/** Manage Rooms & Spaces (spec 2, 'Admin rooms'). */
export function AdminRoomsPage() {
  const { data, isPending, isError, error } = useAdminRooms();
  const reorder = useReorderRoom();
  const remove = useDeleteRoom();
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Room | null>(null);
  const [deleting, setDeleting] = useState<Room | null>(null);
  const focus = useReturnFocus();
  const rooms = data ?? [];
  const nextSortOrder =
    rooms.length > 0 ? Math.max(...rooms.map((r) => r.sortOrder)) + 1 : DEFAULT_SORT_ORDER;

  const openAdd = () => {
    focus.remember();
    setEditing(null);
    setFormOpen(true);
  };
  const openEdit = (room: Room, trigger: HTMLElement | null) => {
    focus.remember(trigger);
    setEditing(room);
    setFormOpen(true);
  };
  const openDelete = (room: Room, trigger: HTMLElement | null) => {
    focus.remember(trigger);
    setDeleting(room);
  };
  const handleFormOpenChange = (open: boolean) => {
    setFormOpen(open);
    if (!open) focus.restore();
  };

  return (
    <>
      <AdminPageHeader
        title="Manage Rooms & Spaces"
        description="The rooms and spaces shown in the Rooms & Spaces section of the website, lowest sort order first."
        actions={
          <Button onClick={openAdd}>
            <Plus aria-hidden="true" />
            Add Room
          </Button>
        }
      />

      {isPending ? (
        <AdminLoading label="Loading rooms" className="py-20" />
      ) : isError ? (
        <AdminLoadErrorAlert prefix="Error loading rooms" error={error} />
      ) : rooms.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 px-6 py-16 text-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-secondary text-primary">
            <BedDouble aria-hidden="true" className="size-7" />
          </span>
          <p className="text-muted-foreground">No rooms found. Click "Add Room" to create one.</p>
        </Card>
      ) : (
        <ul aria-label="Rooms" className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
          {rooms.map((room, index) => (
            <AdminRoomCard
              key={room.id}
              room={room}
              isFirst={index === 0}
              isLast={index === rooms.length - 1}
              reordering={reorder.isPending}
              onMoveUp={(target) => reorder.mutate({ id: target.id, sortOrder: target.sortOrder - 1 })}
              onMoveDown={(target) => reorder.mutate({ id: target.id, sortOrder: target.sortOrder + 1 })}
              onEdit={openEdit}
              onDelete={openDelete}
            />
          ))}
        </ul>
      )}

      <AdminRoomFormDialog
        open={formOpen}
        onOpenChange={handleFormOpenChange}
        editing={editing}
        nextSortOrder={nextSortOrder}
      />

      <AdminDeleteDialog
        target={deleting}
        onClose={() => {
          setDeleting(null);
          focus.restore();
        }}
        description={`This action cannot be undone. This will permanently delete the room "${deleting?.name ?? ''}" from the database.`}
        confirmLabel="Delete"
        pending={remove.isPending}
        onDelete={(target) => remove.mutateAsync(target.id)}
      />
    </>
  );
}

import { BedDouble, Plus } from 'lucide-react';
import { DEFAULT_SORT_ORDER } from '../../../shared/constants.js';
import type { Room } from '../../../shared/schemas/rooms.js';
import { Button } from '../../components/ui/button.js';
import { Card } from '../../components/ui/card.js';
import { AdminDeleteDialog } from '../../features/admin/admin-dialogs.js';
import { AdminPageHeader } from '../../features/admin/admin-page-header.js';
import { AdminLoadErrorAlert, AdminLoading } from '../../features/admin/admin-states.js';
import { useEntityDialogs } from '../../features/admin/use-entity-dialogs.js';
import { useAdminRooms, useDeleteRoom, useReorderRoom } from '../../features/rooms/admin-api.js';
import { AdminRoomCard } from '../../features/rooms/admin-room-card.js';
import { AdminRoomFormDialog } from '../../features/rooms/admin-room-form-dialog.js';

/** Manage Rooms & Spaces (spec 2, 'Admin rooms'). */
export function AdminRoomsPage() {
  const { data, isPending, isError, error } = useAdminRooms();
  const reorder = useReorderRoom();
  const remove = useDeleteRoom();
  const dialogs = useEntityDialogs<Room>();
  const rooms = data ?? [];
  const nextSortOrder =
    rooms.length > 0 ? Math.max(...rooms.map((r) => r.sortOrder)) + 1 : DEFAULT_SORT_ORDER;

  return (
    <>
      <AdminPageHeader
        title="Manage Rooms & Spaces"
        description="The rooms and spaces shown in the Rooms & Spaces section of the website, lowest sort order first."
        actions={
          <Button onClick={() => dialogs.openCreate()}>
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
              onEdit={dialogs.openEdit}
              onDelete={dialogs.openDelete}
            />
          ))}
        </ul>
      )}

      <AdminRoomFormDialog {...dialogs.formDialog} nextSortOrder={nextSortOrder} />

      <AdminDeleteDialog
        {...dialogs.deleteDialog}
        description={`This action cannot be undone. This will permanently delete the room "${dialogs.deleting?.name ?? ''}" from the database.`}
        confirmLabel="Delete"
        pending={remove.isPending}
        onDelete={(target) => remove.mutateAsync(target.id)}
      />
    </>
  );
}

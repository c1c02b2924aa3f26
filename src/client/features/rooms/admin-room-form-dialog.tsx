import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { DEFAULT_SORT_ORDER } from '../../../shared/constants.js';
import { type Room, type RoomCreateInput, RoomCreateSchema } from '../../../shared/schemas/rooms.js';
import { type AdminEditDialogProps, AdminForm, AdminFormDialog } from '../admin/admin-dialogs.js';
import { bindEntitySave } from '../admin/entity-save.js';
import { ImageField } from '../admin/image-field.js';
import { SortOrderField } from '../admin/sort-order-field.js';
import { TextareaField, TextField } from '../admin/text-field.js';
import { useEntityForm } from '../admin/use-entity-form.js';
import { useCreateRoom, useUpdateRoom } from './admin-api.js';

type FormValues = RoomCreateInput;
type FormOutput = z.output<typeof RoomCreateSchema>;

function toFormValues(room: Room | null, nextSortOrder: number): FormValues {
  if (!room) {
    return {
      name: '',
      description: '',
      imagePath: '',
      imageAlt: '',
      features: '',
      sortOrder: String(nextSortOrder),
    };
  }
  return {
    name: room.name,
    description: room.description,
    imagePath: room.imagePath,
    imageAlt: room.imageAlt ?? '',
    features: room.features.join('\n'),
    sortOrder: String(room.sortOrder),
  };
}

function RoomForm({
  editing,
  nextSortOrder,
  onClose,
}: {
  editing: Room | null;
  nextSortOrder: number;
  onClose: () => void;
}) {
  const { pending, save } = bindEntitySave(editing, useCreateRoom(), useUpdateRoom());
  // The page reloads after a save (see mutations.ts), so the dialog only closes once saved.
  const { form, errors, setUploading, formProps } = useEntityForm<FormValues, FormOutput>({
    resolver: zodResolver(RoomCreateSchema),
    defaultValues: toFormValues(editing, nextSortOrder),
    onClose,
    pending,
    submit: save,
  });
  const id = editing ? `room-${editing.id}` : 'room-new';

  return (
    <AdminForm {...formProps} sticky submitLabel={editing ? 'Save Changes' : 'Add Room'}>
      <TextField
        form={form}
        name="name"
        id={`${id}-name`}
        label="Name"
        autoComplete="off"
        placeholder="e.g. Master Bedroom"
      />
      <TextareaField form={form} name="description" id={`${id}-description`} label="Description" rows={4} />
      <ImageField
        control={form.control}
        name="imagePath"
        id={`${id}-image`}
        label="Image"
        entity="room"
        onUploadingChange={setUploading}
        previewAlt="Preview of the room image"
        error={errors.imagePath?.message}
      />
      <TextField
        form={form}
        name="imageAlt"
        id={`${id}-image-alt`}
        label="Image alt text (optional)"
        hint="Describe the photo for visitors using screen readers."
        autoComplete="off"
      />
      <TextareaField
        form={form}
        name="features"
        id={`${id}-features`}
        label="Features"
        hint="One feature per line, e.g. King bed or Valley views. Blank lines are ignored."
        rows={6}
        placeholder={'King bed\nEnsuite bathroom\nValley views'}
      />
      <SortOrderField
        form={form}
        name="sortOrder"
        id={`${id}-sort`}
        hint="Rooms are listed from the lowest number."
        className="sm:max-w-48"
      />
    </AdminForm>
  );
}

export interface AdminRoomFormDialogProps extends AdminEditDialogProps<Room> {
  /** The sort order offered for a new room (after the last one). */
  nextSortOrder?: number;
}

/** 'Add New Room' / 'Edit Room': a scrollable dialog (spec 2, 'Admin rooms'). */
export function AdminRoomFormDialog({
  open,
  editing,
  onClose,
  nextSortOrder = DEFAULT_SORT_ORDER,
}: AdminRoomFormDialogProps) {
  return (
    <AdminFormDialog
      open={open}
      onClose={onClose}
      title={editing ? 'Edit Room' : 'Add New Room'}
      description={
        editing
          ? 'Change the details shown on the Rooms & Spaces section.'
          : 'Add a room or space to the Rooms & Spaces section of the website.'
      }
      className="max-h-[90dvh] sm:max-w-2xl"
    >
      {/* Mounted only while open, so every opening starts from fresh values. */}
      <RoomForm
        key={editing?.id ?? 'new'}
        editing={editing}
        nextSortOrder={nextSortOrder}
        onClose={onClose}
      />
    </AdminFormDialog>
  );
}

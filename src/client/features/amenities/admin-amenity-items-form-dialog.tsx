import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { type Amenity, AmenityItemsSchema } from '../../../shared/schemas/amenities.js';
import { normaliseAmenityItems, splitItemLines } from '../../../shared/text/amenity-items.js';
import { AdminForm, AdminFormDialog } from '../admin/admin-dialogs.js';
import { TextareaField } from '../admin/text-field.js';
import { useEntityForm } from '../admin/use-entity-form.js';
import { useUpdateAmenityItems } from './admin-api.js';

const ItemsFormSchema = z.object({
  /** Trimmed, non-empty lines, within the server's limits. */
  itemsText: z.string().transform((text, ctx) => {
    const parsed = AmenityItemsSchema.safeParse(splitItemLines(text));
    if (parsed.success) return parsed.data;
    ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? 'Please check the items' });
    return z.NEVER;
  }),
});
type ItemsFormValues = z.input<typeof ItemsFormSchema>;
type ItemsFormOutput = z.output<typeof ItemsFormSchema>;

function ItemsForm({ amenity, onDone }: { amenity: Amenity; onDone: () => void }) {
  const updateItems = useUpdateAmenityItems();
  const { form, formProps } = useEntityForm<ItemsFormValues, ItemsFormOutput>({
    resolver: zodResolver(ItemsFormSchema),
    defaultValues: { itemsText: normaliseAmenityItems(amenity.items).join('\n') },
    onClose: onDone,
    pending: updateItems.isPending,
    submit: ({ itemsText }, then) =>
      updateItems.mutate({ id: amenity.id, items: itemsText }, { onSuccess: then }),
  });
  const count = splitItemLines(form.watch('itemsText') ?? '').length;

  return (
    <AdminForm {...formProps} submitLabel="Save Items">
      <TextareaField
        form={form}
        name="itemsText"
        id="amenity-items"
        label="Items"
        hint={`One item per line; blank lines are ignored. ${count} ${count === 1 ? 'item' : 'items'}.`}
        rows={10}
        spellCheck
        placeholder={'Fully equipped kitchen\nNespresso machine\nDishwasher'}
        inputClassName="min-h-56 font-mono text-sm md:text-sm"
      />
    </AdminForm>
  );
}

export function AdminAmenityItemsFormDialog({
  amenity,
  onClose,
}: {
  amenity: Amenity | null;
  onClose: () => void;
}) {
  return (
    <AdminFormDialog
      open={amenity !== null}
      onClose={onClose}
      title="Edit Items"
      description={
        amenity ? (
          <>
            The items listed under <span className="font-medium text-foreground">{amenity.categoryName}</span>
            .
          </>
        ) : null
      }
      className="sm:max-w-xl"
    >
      {amenity ? <ItemsForm key={amenity.id} amenity={amenity} onDone={onClose} /> : null}
    </AdminFormDialog>
  );
}

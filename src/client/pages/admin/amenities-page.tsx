import { zodResolver } from '@hookform/resolvers/zod';
import { ListChecks, Plus, Sofa } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import type { SpriteIconId } from '../../../shared/icons/sprite-icons.js';
import { type Amenity, AmenityCreateSchema, AmenityItemsSchema } from '../../../shared/schemas/amenities.js';
import { normaliseAmenityItems, splitItemLines } from '../../../shared/text/amenity-items.js';
import {
  type AdminAmenityIconKey,
  AMENITY_ICON_KEYS,
  adminAmenityIconKey,
} from '../../../shared/text/icon-keys.js';
import { Button } from '../../components/ui/button.js';
import { Card } from '../../components/ui/card.js';
import { FormField } from '../../components/ui/form-field.js';
import { Input } from '../../components/ui/input.js';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select.js';
import { SpriteIcon } from '../../components/ui/sprite-icon.js';
import { Textarea } from '../../components/ui/textarea.js';
import { AdminDeleteDialog, AdminFormDialog, AdminFormFooter } from '../../features/admin/admin-dialogs.js';
import { AdminPageHeader } from '../../features/admin/admin-page-header.js';
import { DeleteIconButton, EditIconButton } from '../../features/admin/admin-row-actions.js';
import { AdminLoadError, AdminLoading } from '../../features/admin/admin-states.js';
import {
  useCreateAmenity,
  useDeleteAmenity,
  useUpdateAmenity,
  useUpdateAmenityItems,
} from '../../features/amenities/admin-mutations.js';
import { useAdminAmenities } from '../../features/amenities/admin-queries.js';
import { AmenityIcon } from '../../features/amenities/amenity-icon.js';

// ---------------------------------------------------------------------------------------------------
// Icons

/** The admin card icon (spec 2): home, chefhat or chef, leaf, otherwise a package. */
const ADMIN_CARD_ICONS: Readonly<Record<AdminAmenityIconKey, SpriteIconId>> = {
  home: 'house',
  'chef-hat': 'chef-hat',
  leaf: 'leaf',
  package: 'package',
};

function AdminAmenityIcon({ icon, className }: { icon: string; className?: string }) {
  return <SpriteIcon id={ADMIN_CARD_ICONS[adminAmenityIconKey(icon)]} className={className} />;
}

/** The icon keys offered by the form ('television' is only an alias of 'tv'). */
const ICON_OPTIONS = AMENITY_ICON_KEYS.filter((key) => key !== 'television');

const ICON_LABELS: Partial<Record<string, string>> = {
  'chef-hat': 'Chef hat',
  'book-open': 'Book',
  'shield-check': 'Safety',
  'first aid': 'First aid',
  tv: 'TV',
  wifi: 'Wi-Fi',
  pan: 'Cookware',
  face: 'Face',
  gamepad: 'Games',
};

function iconLabel(key: string): string {
  const label = ICON_LABELS[key];
  if (label) return label;
  const words = key.replace(/[-_]+/g, ' ').trim();
  return words ? words[0].toUpperCase() + words.slice(1) : key;
}

// ---------------------------------------------------------------------------------------------------
// Category form (add / edit)

const CategoryFormSchema = AmenityCreateSchema.pick({ categoryName: true, categoryIcon: true });
type CategoryFormValues = z.input<typeof CategoryFormSchema>;
type CategoryFormOutput = z.output<typeof CategoryFormSchema>;

const EMPTY_CATEGORY: CategoryFormValues = { categoryName: '', categoryIcon: '' };

function CategoryForm({ editing, onDone }: { editing: Amenity | null; onDone: () => void }) {
  const create = useCreateAmenity();
  const update = useUpdateAmenity();
  const form = useForm<CategoryFormValues, unknown, CategoryFormOutput>({
    resolver: zodResolver(CategoryFormSchema),
    defaultValues: editing
      ? { categoryName: editing.categoryName, categoryIcon: editing.categoryIcon }
      : EMPTY_CATEGORY,
  });
  const { errors } = form.formState;
  const pending = create.isPending || update.isPending;

  // A stored icon outside the list (an older or hand-written key) stays selectable.
  const storedIcon = editing?.categoryIcon ?? '';
  const options: readonly string[] =
    storedIcon && !(ICON_OPTIONS as readonly string[]).includes(storedIcon)
      ? [storedIcon, ...ICON_OPTIONS]
      : ICON_OPTIONS;

  const done = () => {
    form.reset(EMPTY_CATEGORY);
    onDone();
  };

  const onSubmit = form.handleSubmit((data) => {
    if (editing) update.mutate({ id: editing.id, data }, { onSuccess: done });
    else create.mutate(data, { onSuccess: done });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormField label="Category name" htmlFor="amenity-category-name" error={errors.categoryName?.message}>
        <Input
          id="amenity-category-name"
          autoComplete="off"
          placeholder="e.g. Kitchen & Dining"
          {...form.register('categoryName')}
        />
      </FormField>
      <FormField
        label="Icon"
        htmlFor="amenity-category-icon"
        hint="The picture shown on this category's card on the website."
        error={errors.categoryIcon?.message}
      >
        <Controller
          control={form.control}
          name="categoryIcon"
          render={({ field }) => (
            <Select value={field.value || undefined} onValueChange={field.onChange}>
              <SelectTrigger
                id="amenity-category-icon"
                onBlur={field.onBlur}
                aria-invalid={errors.categoryIcon ? true : undefined}
                aria-describedby={
                  errors.categoryIcon
                    ? 'amenity-category-icon-hint amenity-category-icon-error'
                    : 'amenity-category-icon-hint'
                }
              >
                <SelectValue placeholder="Select an icon" />
              </SelectTrigger>
              <SelectContent className="max-h-72">
                {options.map((key) => (
                  <SelectItem key={key} value={key}>
                    <span className="flex min-w-0 items-center gap-2">
                      <AmenityIcon icon={key} className="size-4 text-primary" />
                      <span className="truncate">{iconLabel(key)}</span>
                    </span>
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </FormField>
      <AdminFormFooter onCancel={done} pending={pending}>
        {editing ? 'Update Category' : 'Add Category'}
      </AdminFormFooter>
    </form>
  );
}

function CategoryFormDialog({
  open,
  editing,
  onClose,
}: {
  open: boolean;
  editing: Amenity | null;
  onClose: () => void;
}) {
  return (
    <AdminFormDialog
      open={open}
      onClose={onClose}
      title={editing ? 'Edit Category' : 'Add Category'}
      description={
        editing
          ? 'Change the name or icon of this amenity category.'
          : 'Create an amenity category. You can add its items once it exists.'
      }
    >
      <CategoryForm key={editing?.id ?? 'new'} editing={editing} onDone={onClose} />
    </AdminFormDialog>
  );
}

// ---------------------------------------------------------------------------------------------------
// Items form (one item per line)

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
  const form = useForm<ItemsFormValues, unknown, ItemsFormOutput>({
    resolver: zodResolver(ItemsFormSchema),
    defaultValues: { itemsText: normaliseAmenityItems(amenity.items).join('\n') },
  });
  const { errors } = form.formState;
  const count = splitItemLines(form.watch('itemsText') ?? '').length;

  const done = () => {
    form.reset({ itemsText: '' });
    onDone();
  };

  const onSubmit = form.handleSubmit(({ itemsText }) => {
    updateItems.mutate({ id: amenity.id, items: itemsText }, { onSuccess: done });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormField
        label="Items"
        htmlFor="amenity-items"
        hint={`One item per line; blank lines are ignored. ${count} ${count === 1 ? 'item' : 'items'}.`}
        error={errors.itemsText?.message}
      >
        <Textarea
          id="amenity-items"
          rows={10}
          spellCheck
          placeholder={'Fully equipped kitchen\nNespresso machine\nDishwasher'}
          className="min-h-56 font-mono text-sm md:text-sm"
          {...form.register('itemsText')}
        />
      </FormField>
      <AdminFormFooter onCancel={done} pending={updateItems.isPending}>
        Save Items
      </AdminFormFooter>
    </form>
  );
}

function ItemsFormDialog({ amenity, onClose }: { amenity: Amenity | null; onClose: () => void }) {
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

// ---------------------------------------------------------------------------------------------------
// Cards

function AmenityCard({
  amenity,
  onEdit,
  onEditItems,
  onDelete,
}: {
  amenity: Amenity;
  onEdit: () => void;
  onEditItems: () => void;
  onDelete: () => void;
}) {
  const items = normaliseAmenityItems(amenity.items);
  return (
    <Card className="flex flex-col">
      <div className="flex items-start gap-3 border-b border-border p-4 sm:p-5">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-secondary text-primary">
          <AdminAmenityIcon icon={amenity.categoryIcon} className="size-5" />
        </span>
        {/* The title has the card's whole width; the actions sit on the line below it. */}
        <div className="min-w-0 flex-1 pt-0.5">
          <h2 className="font-serif text-lg font-semibold leading-snug break-words text-foreground">
            {amenity.categoryName}
          </h2>
          <div className="-mr-2 flex items-center justify-between gap-2">
            <p className="text-xs text-muted-foreground">
              {items.length} {items.length === 1 ? 'item' : 'items'}
            </p>
            <div className="flex shrink-0 items-center">
              <EditIconButton label={`Edit category ${amenity.categoryName}`} onClick={onEdit} />
              <Button
                variant="ghost"
                size="icon"
                onClick={onEditItems}
                aria-label={`Edit items of ${amenity.categoryName}`}
              >
                <ListChecks aria-hidden="true" />
              </Button>
              <DeleteIconButton label={`Delete category ${amenity.categoryName}`} onClick={onDelete} />
            </div>
          </div>
        </div>
      </div>
      <div className="flex-1 p-4 sm:p-5">
        {items.length > 0 ? (
          <ul className="list-disc space-y-1.5 pl-5 text-sm text-foreground marker:text-accent">
            {items.map((item, index) => (
              <li key={`${index}-${item}`} className="break-words">
                {item}
              </li>
            ))}
          </ul>
        ) : (
          <div className="flex flex-col items-start gap-3">
            <p className="text-sm text-muted-foreground italic">No items in this category</p>
            <Button variant="outline" size="sm" onClick={onEditItems}>
              <Plus aria-hidden="true" />
              Add items
            </Button>
          </div>
        )}
      </div>
    </Card>
  );
}

// ---------------------------------------------------------------------------------------------------
// Page

export function AdminAmenitiesPage() {
  const { data, isPending, isError, error, refetch, isRefetching } = useAdminAmenities();
  const remove = useDeleteAmenity();
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Amenity | null>(null);
  const [editingItems, setEditingItems] = useState<Amenity | null>(null);
  const [deleting, setDeleting] = useState<Amenity | null>(null);
  const amenities = data ?? [];

  const openAdd = () => {
    setEditing(null);
    setFormOpen(true);
  };
  const openEdit = (amenity: Amenity) => {
    setEditing(amenity);
    setFormOpen(true);
  };
  const closeForm = () => {
    setFormOpen(false);
    setEditing(null);
  };

  return (
    <>
      <AdminPageHeader
        title="Spaces & Amenities"
        description="Group what the chalet offers into categories. Each category appears as a card in the Spaces & Amenities section of the website."
        actions={
          <Button onClick={openAdd}>
            <Plus aria-hidden="true" />
            Add Category
          </Button>
        }
      />

      {isPending ? (
        <AdminLoading label="Loading amenities" />
      ) : isError ? (
        <AdminLoadError
          title="Unable to load amenities"
          error={error}
          retrying={isRefetching}
          onRetry={() => refetch()}
        />
      ) : amenities.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 px-6 py-14 text-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-secondary text-primary">
            <Sofa aria-hidden="true" className="size-7" />
          </span>
          <p className="font-medium text-foreground">No amenities found</p>
          <p className="max-w-sm text-sm text-muted-foreground">
            Add a category, such as Living Areas or Kitchen, then list its amenities.
          </p>
          <Button onClick={openAdd} className="mt-2">
            <Plus aria-hidden="true" />
            Add Category
          </Button>
        </Card>
      ) : (
        <div className="grid gap-4 sm:gap-6 md:grid-cols-2 xl:grid-cols-3">
          {amenities.map((amenity) => (
            <AmenityCard
              key={amenity.id}
              amenity={amenity}
              onEdit={() => openEdit(amenity)}
              onEditItems={() => setEditingItems(amenity)}
              onDelete={() => setDeleting(amenity)}
            />
          ))}
        </div>
      )}

      <CategoryFormDialog open={formOpen} editing={editing} onClose={closeForm} />
      <ItemsFormDialog amenity={editingItems} onClose={() => setEditingItems(null)} />

      <AdminDeleteDialog
        target={deleting}
        onClose={() => setDeleting(null)}
        description={(amenity) =>
          `This will permanently delete the "${amenity.categoryName}" category and all its items.`
        }
        pending={remove.isPending}
        onDelete={(amenity) => remove.mutateAsync(amenity.id)}
      />
    </>
  );
}

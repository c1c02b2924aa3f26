import { zodResolver } from '@hookform/resolvers/zod';
import { Eye, FolderOpen, FolderPlus, ListPlus, Plus, Rows3 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Controller, type FieldErrors, type UseFormRegisterReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  ADMIN_GUEST_INFO_TRUNCATE,
  DEFAULT_GUEST_INFO_ICON,
  DEFAULT_SORT_ORDER,
} from '../../../shared/constants.js';
import {
  type GuestInfoCategory,
  GuestInfoCategoryCreateSchema,
  type GuestInfoItem,
  GuestInfoItemCreateSchema,
} from '../../../shared/schemas/guest-info.js';
import { GUEST_INFO_ICON_CHOICES } from '../../../shared/text/icon-keys.js';
import { richTextToPlain } from '../../../shared/text/rich-text.js';
import { truncate } from '../../../shared/text/truncate.js';
import { RichText } from '../../components/public/rich-text.js';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '../../components/ui/accordion.js';
import { Badge } from '../../components/ui/badge.js';
import { Button } from '../../components/ui/button.js';
import { Card } from '../../components/ui/card.js';
import { FormField } from '../../components/ui/form-field.js';
import { Input } from '../../components/ui/input.js';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select.js';
import { SpriteIcon } from '../../components/ui/sprite-icon.js';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.js';
import { Textarea } from '../../components/ui/textarea.js';
import { AdminDeleteDialog, AdminFormDialog, AdminFormFooter } from '../../features/admin/admin-dialogs.js';
import { AdminPageHeader } from '../../features/admin/admin-page-header.js';
import { DeleteIconButton, EditIconButton } from '../../features/admin/admin-row-actions.js';
import { AdminLoadError, AdminLoading } from '../../features/admin/admin-states.js';
import { RichTextPreview } from '../../features/admin/rich-text-preview.js';
import {
  useCreateGuestInfoCategory,
  useCreateGuestInfoItem,
  useDeleteGuestInfoCategory,
  useDeleteGuestInfoItem,
  useUpdateGuestInfoCategory,
  useUpdateGuestInfoItem,
} from '../../features/guest-info/admin-mutations.js';
import {
  useAdminGuestInfoCategories,
  useAdminGuestInfoItems,
} from '../../features/guest-info/admin-queries.js';
import { guestInfoSpriteIcon } from '../../features/guest-info/guest-info-icons.js';
import { toast } from '../../hooks/use-toast.js';
import { cn } from '../../lib/cn.js';

const VALIDATION_ERROR_TITLE = 'Validation Error';
const SUBMIT_FAILED_MESSAGE = 'Failed to submit form. Please try again.';
const NO_CATEGORY_MESSAGE = 'Cannot add item – Please create a category first before adding items';

const bySortOrder = <T extends { sortOrder: number; id: number }>(a: T, b: T) =>
  a.sortOrder - b.sortOrder || a.id - b.id;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function submitFailedToast() {
  toast({ variant: 'destructive', title: SUBMIT_FAILED_MESSAGE });
}

// ---------------------------------------------------------------------------------------------------
// Icons

const ICON_LABELS: Partial<Record<string, string>> = {
  nosmoking: 'No smoking',
  tv: 'TV',
  wifi: 'Wi-Fi',
  bbq: 'BBQ',
  medicalcross: 'Medical cross',
  tshirt: 'T-shirt',
  email: 'Email',
  checkmark: 'Checkmark',
};

function iconLabel(key: string): string {
  return ICON_LABELS[key] ?? key.charAt(0).toUpperCase() + key.slice(1);
}

function ItemIcon({ icon, className }: { icon: string | null | undefined; className?: string }) {
  return <SpriteIcon id={guestInfoSpriteIcon(icon)} className={className} />;
}

/** Over 150 characters: cut to 150 plus an ellipsis (bullet markers dropped); otherwise bullets and links as elements. */
function ItemDescription({ text }: { text: string }) {
  if (Array.from(text).length > ADMIN_GUEST_INFO_TRUNCATE) {
    return (
      <p className="text-sm leading-relaxed text-muted-foreground">
        {truncate(richTextToPlain(text), ADMIN_GUEST_INFO_TRUNCATE)}
      </p>
    );
  }
  return <RichText text={text} className="space-y-1 text-sm text-muted-foreground" />;
}

/** The whole-number 'Sort order' field of both forms. */
function SortOrderField({
  id,
  hint,
  error,
  registration,
}: {
  id: string;
  hint: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  return (
    <FormField label="Sort order" htmlFor={id} hint={hint} error={error}>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        className="sm:w-40"
        {...registration}
      />
    </FormField>
  );
}

// ---------------------------------------------------------------------------------------------------
// Category form

type CategoryFormValues = z.input<typeof GuestInfoCategoryCreateSchema>;
type CategoryFormOutput = z.output<typeof GuestInfoCategoryCreateSchema>;

const EMPTY_CATEGORY: CategoryFormValues = { name: '', sortOrder: DEFAULT_SORT_ORDER };

function CategoryForm({ editing, onDone }: { editing: GuestInfoCategory | null; onDone: () => void }) {
  const create = useCreateGuestInfoCategory();
  const update = useUpdateGuestInfoCategory();
  const form = useForm<CategoryFormValues, unknown, CategoryFormOutput>({
    resolver: zodResolver(GuestInfoCategoryCreateSchema),
    defaultValues: editing ? { name: editing.name, sortOrder: editing.sortOrder } : EMPTY_CATEGORY,
  });
  const { errors } = form.formState;
  const pending = create.isPending || update.isPending;

  const done = () => {
    form.reset(EMPTY_CATEGORY);
    onDone();
  };

  const onSubmit = form.handleSubmit((data) => {
    try {
      const payload = { name: data.name, sortOrder: Number(data.sortOrder) };
      if (editing) update.mutate({ id: editing.id, data: payload }, { onSuccess: done });
      else create.mutate(payload, { onSuccess: done });
    } catch {
      submitFailedToast();
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormField label="Name" htmlFor="guest-info-category-name" error={errors.name?.message}>
        <Input
          id="guest-info-category-name"
          autoComplete="off"
          placeholder="e.g. House Rules"
          {...form.register('name')}
        />
      </FormField>
      <SortOrderField
        id="guest-info-category-order"
        hint="Lower numbers come first."
        error={errors.sortOrder?.message}
        registration={form.register('sortOrder')}
      />
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
  editing: GuestInfoCategory | null;
  onClose: () => void;
}) {
  return (
    <AdminFormDialog
      open={open}
      onClose={onClose}
      title={editing ? 'Edit Category' : 'Add Category'}
      description={
        editing
          ? 'Change the name or position of this category.'
          : 'Categories group the guest information into cards on the website.'
      }
    >
      <CategoryForm key={editing?.id ?? 'new'} editing={editing} onDone={onClose} />
    </AdminFormDialog>
  );
}

// ---------------------------------------------------------------------------------------------------
// Item form

type ItemFormValues = z.input<typeof GuestInfoItemCreateSchema>;
type ItemFormOutput = z.output<typeof GuestInfoItemCreateSchema>;

const EMPTY_ITEM: ItemFormValues = {
  categoryId: '',
  title: '',
  description: '',
  icon: DEFAULT_GUEST_INFO_ICON,
  sortOrder: DEFAULT_SORT_ORDER,
};

const ITEM_FIELD_ORDER = ['categoryId', 'title', 'description', 'icon', 'sortOrder'] as const;

function firstErrorMessage(errors: FieldErrors<ItemFormValues>): string {
  for (const name of ITEM_FIELD_ORDER) {
    const message = errors[name]?.message;
    if (typeof message === 'string' && message) return message;
  }
  return 'Please check the form.';
}

function validationToast(description: string) {
  toast({ variant: 'destructive', title: VALIDATION_ERROR_TITLE, description });
}

function ItemForm({
  editing,
  categories,
  defaultCategoryId,
  onDone,
}: {
  editing: GuestInfoItem | null;
  categories: GuestInfoCategory[];
  defaultCategoryId: number | null;
  onDone: () => void;
}) {
  const create = useCreateGuestInfoItem();
  const update = useUpdateGuestInfoItem();
  const form = useForm<ItemFormValues, unknown, ItemFormOutput>({
    resolver: zodResolver(GuestInfoItemCreateSchema),
    defaultValues: editing
      ? {
          categoryId: String(editing.categoryId),
          title: editing.title,
          description: editing.description,
          icon: editing.icon || DEFAULT_GUEST_INFO_ICON,
          sortOrder: editing.sortOrder,
        }
      : { ...EMPTY_ITEM, categoryId: defaultCategoryId === null ? '' : String(defaultCategoryId) },
  });
  const { errors } = form.formState;
  const pending = create.isPending || update.isPending;

  // A stored icon outside the choices (an older or hand-written name) stays selectable.
  const storedIcon = editing?.icon ?? '';
  const iconOptions: readonly string[] =
    storedIcon && !(GUEST_INFO_ICON_CHOICES as readonly string[]).includes(storedIcon)
      ? [storedIcon, ...GUEST_INFO_ICON_CHOICES]
      : GUEST_INFO_ICON_CHOICES;

  const done = () => {
    form.reset(EMPTY_ITEM);
    onDone();
  };

  const onSubmit = form.handleSubmit(
    (data) => {
      try {
        // Checked again right before the request (spec 5).
        const categoryId = Number(data.categoryId);
        const title = data.title.trim();
        const description = data.description.trim();
        if (!Number.isInteger(categoryId) || categoryId <= 0)
          return validationToast('Please select a category');
        if (!title) return validationToast('Please enter a title');
        if (!description) return validationToast('Please enter a description');
        const payload = {
          categoryId,
          title,
          description,
          icon: data.icon || DEFAULT_GUEST_INFO_ICON,
          sortOrder: Number(data.sortOrder),
        };
        if (editing) update.mutate({ id: editing.id, data: payload }, { onSuccess: done });
        else create.mutate(payload, { onSuccess: done });
      } catch {
        submitFailedToast();
      }
    },
    (invalid) => validationToast(firstErrorMessage(invalid)),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <FormField label="Category" htmlFor="guest-info-item-category" error={errors.categoryId?.message}>
          <Controller
            control={form.control}
            name="categoryId"
            render={({ field }) => (
              <Select
                value={field.value === '' || field.value === undefined ? undefined : String(field.value)}
                onValueChange={field.onChange}
              >
                <SelectTrigger
                  id="guest-info-item-category"
                  onBlur={field.onBlur}
                  aria-invalid={errors.categoryId ? true : undefined}
                  aria-describedby={errors.categoryId ? 'guest-info-item-category-error' : undefined}
                >
                  <SelectValue placeholder="Select a category" />
                </SelectTrigger>
                <SelectContent>
                  {categories.map((category) => (
                    <SelectItem key={category.id} value={String(category.id)}>
                      {category.name}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </FormField>
        <FormField label="Icon" htmlFor="guest-info-item-icon" error={errors.icon?.message}>
          <Controller
            control={form.control}
            name="icon"
            render={({ field }) => (
              <Select value={field.value || DEFAULT_GUEST_INFO_ICON} onValueChange={field.onChange}>
                <SelectTrigger id="guest-info-item-icon" onBlur={field.onBlur}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent className="max-h-72">
                  {iconOptions.map((key) => (
                    <SelectItem key={key} value={key}>
                      <span className="flex min-w-0 items-center gap-2">
                        <ItemIcon icon={key} className="size-4 text-primary" />
                        <span className="truncate">{iconLabel(key)}</span>
                      </span>
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </FormField>
      </div>
      <FormField label="Title" htmlFor="guest-info-item-title" error={errors.title?.message}>
        <Input
          id="guest-info-item-title"
          autoComplete="off"
          placeholder="e.g. Check-in time"
          {...form.register('title')}
        />
      </FormField>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField
          label="Description"
          htmlFor="guest-info-item-description"
          hint="Start a line with * or - to make a bullet point. Web addresses become links."
          error={errors.description?.message}
        >
          <Textarea id="guest-info-item-description" rows={6} {...form.register('description')} />
        </FormField>
        <RichTextPreview id="guest-info-item-preview" text={form.watch('description')} />
      </div>
      <SortOrderField
        id="guest-info-item-order"
        hint="Lower numbers come first within the category."
        error={errors.sortOrder?.message}
        registration={form.register('sortOrder')}
      />
      <AdminFormFooter onCancel={done} pending={pending}>
        {editing ? 'Update Item' : 'Add Item'}
      </AdminFormFooter>
    </form>
  );
}

function ItemFormDialog({
  open,
  editing,
  categories,
  defaultCategoryId,
  onClose,
}: {
  open: boolean;
  editing: GuestInfoItem | null;
  categories: GuestInfoCategory[];
  defaultCategoryId: number | null;
  onClose: () => void;
}) {
  return (
    <AdminFormDialog
      open={open}
      onClose={onClose}
      title={editing ? 'Edit Item' : 'Add Item'}
      description={
        editing ? 'Change this piece of guest information.' : 'Add a piece of information for guests.'
      }
      className="sm:max-w-2xl"
    >
      <ItemForm
        key={editing?.id ?? `new-${defaultCategoryId ?? ''}`}
        editing={editing}
        categories={categories}
        defaultCategoryId={defaultCategoryId}
        onDone={onClose}
      />
    </AdminFormDialog>
  );
}

// ---------------------------------------------------------------------------------------------------
// Tab sections

function SectionHeading({
  title,
  description,
  action,
}: {
  title: string;
  description: string;
  action?: ReactNode;
}) {
  return (
    <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="space-y-1">
        <h2 className="font-serif text-xl font-semibold text-foreground">{title}</h2>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      {action ? <div className="flex shrink-0 flex-col items-start gap-2 sm:items-end">{action}</div> : null}
    </div>
  );
}

function EmptyCard({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text?: string;
  action?: ReactNode;
}) {
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-primary">
        {icon}
      </span>
      <p className="font-medium text-foreground">{title}</p>
      {text ? <p className="max-w-sm text-sm text-muted-foreground">{text}</p> : null}
      {action ? <div className="mt-1">{action}</div> : null}
    </Card>
  );
}

function OrderBadge({ value }: { value: number }) {
  return (
    <Badge variant="outline" className="font-sans font-normal text-muted-foreground tabular-nums">
      Order {value}
    </Badge>
  );
}

function CategoriesTab({
  categories,
  countOf,
  onAdd,
  onEdit,
  onDelete,
}: {
  categories: GuestInfoCategory[];
  countOf: (id: number) => number;
  onAdd: () => void;
  onEdit: (category: GuestInfoCategory) => void;
  onDelete: (category: GuestInfoCategory) => void;
}) {
  return (
    <>
      <SectionHeading
        title="Categories"
        description="Each category is a card on the Guest Information page, in this order."
        action={
          <Button onClick={onAdd}>
            <FolderPlus aria-hidden="true" />
            Add Category
          </Button>
        }
      />
      {categories.length === 0 ? (
        <EmptyCard
          icon={<FolderOpen aria-hidden="true" className="size-6" />}
          title="No categories yet"
          text="Create a category, such as House Rules or Arrival, before adding items."
        />
      ) : (
        <Card className="overflow-hidden">
          <ul className="divide-y divide-border">
            {categories.map((category) => {
              const count = countOf(category.id);
              return (
                <li key={category.id} className="flex items-center gap-3 px-4 py-3 sm:gap-4 sm:px-5">
                  <OrderBadge value={category.sortOrder} />
                  <div className="min-w-0 flex-1">
                    <p className="font-medium break-words text-foreground">{category.name}</p>
                    <p className="text-xs text-muted-foreground">{plural(count, 'item', 'items')}</p>
                  </div>
                  <div className="-mr-2 flex shrink-0 items-center">
                    <EditIconButton
                      label={`Edit category ${category.name}`}
                      onClick={() => onEdit(category)}
                    />
                    <DeleteIconButton
                      label={`Delete category ${category.name}`}
                      onClick={() => onDelete(category)}
                    />
                  </div>
                </li>
              );
            })}
          </ul>
        </Card>
      )}
    </>
  );
}

function ItemsTab({
  categories,
  itemsOf,
  totalItems,
  onAdd,
  onEdit,
  onDelete,
}: {
  categories: GuestInfoCategory[];
  itemsOf: (id: number) => GuestInfoItem[];
  totalItems: number;
  onAdd: (categoryId: number | null) => void;
  onEdit: (item: GuestInfoItem) => void;
  onDelete: (item: GuestInfoItem) => void;
}) {
  const noCategories = categories.length === 0;
  return (
    <>
      <SectionHeading
        title="Items"
        description={`${plural(totalItems, 'item', 'items')}, grouped by category and sorted by order.`}
        action={
          <>
            <Button
              onClick={() => onAdd(null)}
              disabled={noCategories}
              aria-describedby={noCategories ? 'guest-info-no-category' : undefined}
            >
              <Plus aria-hidden="true" />
              Add Item
            </Button>
            {noCategories ? (
              <p id="guest-info-no-category" className="text-sm text-muted-foreground">
                {NO_CATEGORY_MESSAGE}
              </p>
            ) : null}
          </>
        }
      />
      {noCategories ? (
        <EmptyCard
          icon={<Rows3 aria-hidden="true" className="size-6" />}
          title="No items yet"
          text="Items live inside categories. Create a category on the Categories tab first."
        />
      ) : (
        <div className="grid gap-6">
          {categories.map((category) => {
            const items = itemsOf(category.id);
            const headingId = `guest-info-group-${category.id}`;
            return (
              <section key={category.id} aria-labelledby={headingId}>
                <Card className="overflow-hidden">
                  <div className="flex items-center gap-3 border-b border-border bg-muted/40 px-4 py-3 sm:px-5">
                    <div className="flex min-w-0 flex-1 flex-wrap items-baseline gap-x-2">
                      <h3 id={headingId} className="font-semibold break-words text-foreground">
                        {category.name}
                      </h3>
                      <span className="font-sans text-xs text-muted-foreground">
                        {plural(items.length, 'item', 'items')}
                      </span>
                    </div>
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => onAdd(category.id)}
                      aria-label={`Add item to ${category.name}`}
                      className="-mr-2 shrink-0"
                    >
                      <ListPlus aria-hidden="true" />
                      <span className="hidden sm:inline">Add item</span>
                    </Button>
                  </div>
                  {items.length === 0 ? (
                    <p className="px-4 py-5 text-sm text-muted-foreground italic sm:px-5">
                      No items in this category yet.
                    </p>
                  ) : (
                    <ul className="divide-y divide-border">
                      {items.map((item) => (
                        <li key={item.id} className="flex items-start gap-3 px-4 py-4 sm:gap-4 sm:px-5">
                          <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-lg bg-secondary text-primary">
                            <ItemIcon icon={item.icon} className="size-4" />
                          </span>
                          <div className="min-w-0 flex-1 space-y-1">
                            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                              <p className="font-medium break-words text-foreground">{item.title}</p>
                              <OrderBadge value={item.sortOrder} />
                            </div>
                            <ItemDescription text={item.description} />
                          </div>
                          <div className="-mt-1 -mr-2 flex shrink-0 items-center">
                            <EditIconButton label={`Edit item ${item.title}`} onClick={() => onEdit(item)} />
                            <DeleteIconButton
                              label={`Delete item ${item.title}`}
                              onClick={() => onDelete(item)}
                            />
                          </div>
                        </li>
                      ))}
                    </ul>
                  )}
                </Card>
              </section>
            );
          })}
        </div>
      )}
    </>
  );
}

function PreviewTab({ groups }: { groups: Array<{ category: GuestInfoCategory; items: GuestInfoItem[] }> }) {
  return (
    <>
      <SectionHeading
        title="Preview"
        description="How the guest information reads, category by category. Categories without items are not shown."
      />
      {groups.length === 0 ? (
        <EmptyCard icon={<Eye aria-hidden="true" className="size-6" />} title="No content to preview" />
      ) : (
        <Card className="px-4 sm:px-6">
          <Accordion type="single" collapsible>
            {groups.map(({ category, items }) => (
              <AccordionItem key={category.id} value={String(category.id)}>
                <AccordionTrigger className="text-base">
                  <span className="flex min-w-0 items-center gap-3">
                    <span className="font-serif font-semibold break-words">{category.name}</span>
                    <Badge variant="secondary" className="font-sans tabular-nums">
                      {plural(items.length, 'item', 'items')}
                    </Badge>
                  </span>
                </AccordionTrigger>
                <AccordionContent>
                  <ul className="grid gap-4 md:grid-cols-2">
                    {items.map((item) => (
                      <li
                        key={item.id}
                        className="flex gap-3 rounded-lg border border-border bg-background p-4"
                      >
                        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">
                          <ItemIcon icon={item.icon} className="size-4" />
                        </span>
                        <div className="min-w-0 space-y-1">
                          <p className="font-medium break-words text-foreground">{item.title}</p>
                          <RichText
                            text={item.description}
                            className="space-y-1 text-sm text-muted-foreground"
                          />
                        </div>
                      </li>
                    ))}
                  </ul>
                </AccordionContent>
              </AccordionItem>
            ))}
          </Accordion>
        </Card>
      )}
    </>
  );
}

// ---------------------------------------------------------------------------------------------------
// Page

export function AdminGuestInformationPage() {
  const categoriesQuery = useAdminGuestInfoCategories();
  const itemsQuery = useAdminGuestInfoItems();
  const removeCategory = useDeleteGuestInfoCategory();
  const removeItem = useDeleteGuestInfoItem();
  const [tab, setTab] = useState('categories');
  const [categoryFormOpen, setCategoryFormOpen] = useState(false);
  const [editingCategory, setEditingCategory] = useState<GuestInfoCategory | null>(null);
  const [itemFormOpen, setItemFormOpen] = useState(false);
  const [editingItem, setEditingItem] = useState<GuestInfoItem | null>(null);
  const [itemDefaultCategory, setItemDefaultCategory] = useState<number | null>(null);
  const [deletingCategory, setDeletingCategory] = useState<GuestInfoCategory | null>(null);
  const [deletingItem, setDeletingItem] = useState<GuestInfoItem | null>(null);

  const categories = [...(categoriesQuery.data ?? [])].sort(bySortOrder);
  const allItems = itemsQuery.data ?? [];
  const itemsByCategory = new Map<number, GuestInfoItem[]>();
  for (const item of allItems) {
    const list = itemsByCategory.get(item.categoryId) ?? [];
    list.push(item);
    itemsByCategory.set(item.categoryId, list);
  }
  for (const list of itemsByCategory.values()) list.sort(bySortOrder);
  const itemsOf = (id: number) => itemsByCategory.get(id) ?? [];
  const countOf = (id: number) => itemsOf(id).length;
  const previewGroups = categories
    .map((category) => ({ category, items: itemsOf(category.id) }))
    .filter((group) => group.items.length > 0);
  const totalItems = categories.reduce((sum, category) => sum + countOf(category.id), 0);

  const isPending = categoriesQuery.isPending || itemsQuery.isPending;
  const loadError = categoriesQuery.error ?? itemsQuery.error;
  const refetching = categoriesQuery.isRefetching || itemsQuery.isRefetching;

  const openAddCategory = () => {
    setEditingCategory(null);
    setCategoryFormOpen(true);
  };
  const openEditCategory = (category: GuestInfoCategory) => {
    setEditingCategory(category);
    setCategoryFormOpen(true);
  };
  const closeCategoryForm = () => {
    setCategoryFormOpen(false);
    setEditingCategory(null);
  };
  const openAddItem = (categoryId: number | null) => {
    if (categories.length === 0) {
      toast({ variant: 'destructive', title: NO_CATEGORY_MESSAGE });
      return;
    }
    setEditingItem(null);
    setItemDefaultCategory(categoryId);
    setItemFormOpen(true);
  };
  const openEditItem = (item: GuestInfoItem) => {
    setEditingItem(item);
    setItemFormOpen(true);
  };
  const closeItemForm = () => {
    setItemFormOpen(false);
    setEditingItem(null);
  };

  return (
    <>
      <AdminPageHeader
        title="Guest Information"
        description="The practical information guests read before and during their stay, grouped into categories."
      />

      {isPending ? (
        <AdminLoading label="Loading guest information" />
      ) : loadError ? (
        <AdminLoadError
          title="Unable to load guest information"
          error={loadError}
          retrying={refetching}
          onRetry={() => {
            void categoriesQuery.refetch();
            void itemsQuery.refetch();
          }}
        />
      ) : (
        <Tabs value={tab} onValueChange={setTab} className="gap-6">
          <TabsList className="w-full sm:w-fit">
            <TabsTrigger value="categories">
              <FolderOpen aria-hidden="true" className="max-sm:hidden" />
              Categories
              <TabCount value={categories.length} />
            </TabsTrigger>
            <TabsTrigger value="items">
              <Rows3 aria-hidden="true" className="max-sm:hidden" />
              Items
              <TabCount value={totalItems} />
            </TabsTrigger>
            <TabsTrigger value="preview">
              <Eye aria-hidden="true" className="max-sm:hidden" />
              Preview
            </TabsTrigger>
          </TabsList>
          <TabsContent value="categories">
            <CategoriesTab
              categories={categories}
              countOf={countOf}
              onAdd={openAddCategory}
              onEdit={openEditCategory}
              onDelete={setDeletingCategory}
            />
          </TabsContent>
          <TabsContent value="items">
            <ItemsTab
              categories={categories}
              itemsOf={itemsOf}
              totalItems={totalItems}
              onAdd={openAddItem}
              onEdit={openEditItem}
              onDelete={setDeletingItem}
            />
          </TabsContent>
          <TabsContent value="preview">
            <PreviewTab groups={previewGroups} />
          </TabsContent>
        </Tabs>
      )}

      <CategoryFormDialog open={categoryFormOpen} editing={editingCategory} onClose={closeCategoryForm} />
      <ItemFormDialog
        open={itemFormOpen}
        editing={editingItem}
        categories={categories}
        defaultCategoryId={itemDefaultCategory}
        onClose={closeItemForm}
      />

      <AdminDeleteDialog
        target={deletingCategory}
        onClose={() => setDeletingCategory(null)}
        description={(category) =>
          `This will permanently delete the "${category.name}" category and all ${countOf(category.id)} items in it. This action cannot be undone.`
        }
        pending={removeCategory.isPending}
        onDelete={(category) => removeCategory.mutateAsync(category.id)}
      />
      <AdminDeleteDialog
        target={deletingItem}
        onClose={() => setDeletingItem(null)}
        description="This will permanently delete this item. This action cannot be undone."
        pending={removeItem.isPending}
        onDelete={(item) => removeItem.mutateAsync(item.id)}
      />
    </>
  );
}

function TabCount({ value }: { value: number }) {
  return (
    <span
      className={cn(
        'rounded-full bg-muted-foreground/10 px-1.5 text-xs tabular-nums text-muted-foreground',
        'group-data-[state=active]:bg-primary/10',
      )}
    >
      {value}
    </span>
  );
}

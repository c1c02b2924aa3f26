import { zodResolver } from '@hookform/resolvers/zod';
import { ExternalLink, FolderPlus, MapPin, Navigation, Pencil, Plus, Tags, Trash2, X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Controller, type FieldErrors, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DEFAULT_ATTRACTION_CATEGORY_ICON } from '../../../shared/constants.js';
import {
  type Attraction,
  type AttractionCategory,
  AttractionCategoryCreateSchema,
  AttractionFormSchema,
  detailRowsToDetails,
} from '../../../shared/schemas/attractions.js';
import { directionsUrl } from '../../../shared/text/maps.js';
import { FallbackImage } from '../../components/public/fallback-image.js';
import { Button } from '../../components/ui/button.js';
import { Card } from '../../components/ui/card.js';
import { FormField } from '../../components/ui/form-field.js';
import { Input } from '../../components/ui/input.js';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select.js';
import { SpriteIcon } from '../../components/ui/sprite-icon.js';
import { Textarea } from '../../components/ui/textarea.js';
import { AdminDeleteDialog, AdminFormDialog, AdminFormFooter } from '../../features/admin/admin-dialogs.js';
import { AdminPageHeader } from '../../features/admin/admin-page-header.js';
import { AdminLoadError, AdminLoading } from '../../features/admin/admin-states.js';
import { ImageUpload } from '../../features/admin/image-upload.js';
import { AttractionDetailChipsEditor } from '../../features/attractions/admin-detail-chips-editor.js';
import {
  useCreateAttraction,
  useCreateAttractionCategory,
  useDeleteAttraction,
  useDeleteAttractionCategory,
  useUpdateAttraction,
} from '../../features/attractions/admin-mutations.js';
import {
  useAdminAttractionCategories,
  useAdminAttractions,
} from '../../features/attractions/admin-queries.js';
import { attractionCategorySpriteIcon } from '../../features/attractions/category-icons.js';
import { detailsToRows } from '../../features/attractions/details.js';
import { toast } from '../../hooks/use-toast.js';
import { cn } from '../../lib/cn.js';

const IMAGE_REQUIRED_TITLE = 'Image Required';
const IMAGE_REQUIRED_MESSAGE = 'Please upload an image for the attraction';

const bySortOrder = (a: AttractionCategory, b: AttractionCategory) =>
  a.sortOrder - b.sortOrder || a.id - b.id;
const byTitle = (a: Attraction, b: Attraction) =>
  a.title.localeCompare(b.title, 'en', { sensitivity: 'base' }) || a.id - b.id;

/** The icon choices of the category form (spec 3); the stored default is 'map-pin'. */
const CATEGORY_ICON_OPTIONS = [
  { value: 'hiking', label: 'Hiking' },
  { value: 'dining', label: 'Dining' },
  { value: 'landmark', label: 'Landmark' },
  { value: 'activity', label: 'Activity' },
  { value: 'shopping', label: 'Shopping' },
  { value: DEFAULT_ATTRACTION_CATEGORY_ICON, label: 'Map pin' },
] as const;

function CategoryIcon({ icon, className }: { icon: string | null | undefined; className?: string }) {
  return <SpriteIcon id={attractionCategorySpriteIcon(icon)} className={className} />;
}

// ---------------------------------------------------------------------------------------------------
// Category form

const CategoryFormSchema = AttractionCategoryCreateSchema.pick({ name: true, description: true, icon: true });
type CategoryFormValues = z.input<typeof CategoryFormSchema>;
type CategoryFormOutput = z.output<typeof CategoryFormSchema>;

const EMPTY_CATEGORY: CategoryFormValues = {
  name: '',
  description: '',
  icon: DEFAULT_ATTRACTION_CATEGORY_ICON,
};

function CategoryForm({ nextSortOrder, onDone }: { nextSortOrder: number; onDone: () => void }) {
  const create = useCreateAttractionCategory();
  const form = useForm<CategoryFormValues, unknown, CategoryFormOutput>({
    resolver: zodResolver(CategoryFormSchema),
    defaultValues: EMPTY_CATEGORY,
  });
  const { errors } = form.formState;

  const done = () => {
    form.reset(EMPTY_CATEGORY);
    onDone();
  };

  const onSubmit = form.handleSubmit((data) => {
    create.mutate({ ...data, image: null, sortOrder: nextSortOrder }, { onSuccess: done });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormField label="Name" htmlFor="attraction-category-name" error={errors.name?.message}>
        <Input
          id="attraction-category-name"
          autoComplete="off"
          placeholder="e.g. Walks & Hikes"
          {...form.register('name')}
        />
      </FormField>
      <FormField
        label="Description (optional)"
        htmlFor="attraction-category-description"
        error={errors.description?.message}
      >
        <Textarea
          id="attraction-category-description"
          rows={3}
          placeholder="A short line about this kind of attraction"
          {...form.register('description')}
        />
      </FormField>
      <FormField label="Icon" htmlFor="attraction-category-icon" error={errors.icon?.message}>
        <Controller
          control={form.control}
          name="icon"
          render={({ field }) => (
            <Select value={field.value ?? DEFAULT_ATTRACTION_CATEGORY_ICON} onValueChange={field.onChange}>
              <SelectTrigger id="attraction-category-icon" onBlur={field.onBlur}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {CATEGORY_ICON_OPTIONS.map((option) => (
                  <SelectItem key={option.value} value={option.value}>
                    <span className="flex min-w-0 items-center gap-2">
                      <CategoryIcon icon={option.value} className="size-4 text-primary" />
                      <span className="truncate">{option.label}</span>
                    </span>
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </FormField>
      <AdminFormFooter onCancel={done} pending={create.isPending}>
        Add Category
      </AdminFormFooter>
    </form>
  );
}

function CategoryFormDialog({
  open,
  nextSortOrder,
  onClose,
}: {
  open: boolean;
  nextSortOrder: number;
  onClose: () => void;
}) {
  return (
    <AdminFormDialog
      open={open}
      onClose={onClose}
      title="Add Category"
      description="Attractions are grouped by category on the website."
    >
      <CategoryForm nextSortOrder={nextSortOrder} onDone={onClose} />
    </AdminFormDialog>
  );
}

// ---------------------------------------------------------------------------------------------------
// Attraction form

type AttractionFormValues = z.input<typeof AttractionFormSchema>;
type AttractionFormOutput = z.output<typeof AttractionFormSchema>;

const EMPTY_ATTRACTION: AttractionFormValues = {
  title: '',
  categoryId: '',
  description: '',
  image: '',
  imageAlt: '',
  distance: '',
  address: '',
  websiteUrl: '',
  detailRows: [],
};

function toFormValues(attraction: Attraction): AttractionFormValues {
  return {
    title: attraction.title,
    categoryId: String(attraction.categoryId),
    description: attraction.description,
    image: attraction.image ?? '',
    imageAlt: attraction.imageAlt ?? '',
    distance: attraction.distance ?? '',
    address: attraction.address ?? '',
    websiteUrl: attraction.websiteUrl ?? '',
    detailRows: detailsToRows(attraction.details),
  };
}

function imageRequiredToast() {
  toast({ variant: 'destructive', title: IMAGE_REQUIRED_TITLE, description: IMAGE_REQUIRED_MESSAGE });
}

function AttractionForm({
  editing,
  categories,
  defaultCategoryId,
  onDone,
}: {
  editing: Attraction | null;
  categories: AttractionCategory[];
  defaultCategoryId: number | null;
  onDone: () => void;
}) {
  const create = useCreateAttraction();
  const update = useUpdateAttraction();
  const [uploading, setUploading] = useState(false);
  const form = useForm<AttractionFormValues, unknown, AttractionFormOutput>({
    resolver: zodResolver(AttractionFormSchema),
    defaultValues: editing
      ? toFormValues(editing)
      : { ...EMPTY_ATTRACTION, categoryId: defaultCategoryId === null ? '' : String(defaultCategoryId) },
  });
  const { errors } = form.formState;
  const pending = create.isPending || update.isPending;

  const done = () => {
    form.reset(EMPTY_ATTRACTION);
    onDone();
  };

  const onInvalid = (invalid: FieldErrors<AttractionFormValues>) => {
    if (invalid.image && !String(form.getValues('image') ?? '').trim()) imageRequiredToast();
  };

  const onSubmit = form.handleSubmit((data) => {
    // An image is required on create and on update.
    if (!data.image.trim()) {
      imageRequiredToast();
      return;
    }
    const { detailRows, ...fields } = data;
    const payload = { ...fields, details: JSON.stringify(detailRowsToDetails(detailRows)) };
    if (editing) update.mutate({ id: editing.id, data: payload }, { onSuccess: done });
    else create.mutate(payload, { onSuccess: done });
  }, onInvalid);

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <FormField label="Title" htmlFor="attraction-title" error={errors.title?.message}>
          <Input
            id="attraction-title"
            autoComplete="off"
            placeholder="e.g. Three Sisters Lookout"
            {...form.register('title')}
          />
        </FormField>
        <FormField label="Category" htmlFor="attraction-category" error={errors.categoryId?.message}>
          <Controller
            control={form.control}
            name="categoryId"
            render={({ field }) => (
              <Select
                value={field.value === '' || field.value === undefined ? undefined : String(field.value)}
                onValueChange={field.onChange}
              >
                <SelectTrigger
                  id="attraction-category"
                  onBlur={field.onBlur}
                  aria-invalid={errors.categoryId ? true : undefined}
                  aria-describedby={errors.categoryId ? 'attraction-category-error' : undefined}
                >
                  <SelectValue placeholder="Select a category" />
                </SelectTrigger>
                <SelectContent>
                  {categories.map((category) => (
                    <SelectItem key={category.id} value={String(category.id)}>
                      <span className="flex min-w-0 items-center gap-2">
                        <CategoryIcon icon={category.icon} className="size-4 text-primary" />
                        <span className="truncate">{category.name}</span>
                      </span>
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </FormField>
      </div>
      <FormField label="Description" htmlFor="attraction-description" error={errors.description?.message}>
        <Textarea id="attraction-description" rows={4} {...form.register('description')} />
      </FormField>
      <Controller
        control={form.control}
        name="image"
        render={({ field }) => (
          <ImageUpload
            id="attraction-image"
            label="Image"
            entity="attraction"
            value={field.value}
            onChange={field.onChange}
            onUploadingChange={setUploading}
            previewAlt="Attraction image preview"
            error={errors.image?.message}
            disabled={pending}
          />
        )}
      />
      <FormField
        label="Image alt text"
        htmlFor="attraction-image-alt"
        hint="What the picture shows, for guests using a screen reader, e.g. Sandstone cliffs at sunset."
        error={errors.imageAlt?.message}
      >
        <Input id="attraction-image-alt" autoComplete="off" {...form.register('imageAlt')} />
      </FormField>
      <AttractionDetailChipsEditor
        control={form.control}
        register={form.register}
        errors={errors}
        disabled={pending}
      />
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <FormField label="Distance (optional)" htmlFor="attraction-distance" error={errors.distance?.message}>
          <Input
            id="attraction-distance"
            autoComplete="off"
            placeholder="e.g. 25 min drive"
            {...form.register('distance')}
          />
        </FormField>
        <FormField label="Address (optional)" htmlFor="attraction-address" error={errors.address?.message}>
          <Input
            id="attraction-address"
            autoComplete="off"
            placeholder="Used for the 'Get directions' link"
            {...form.register('address')}
          />
        </FormField>
      </div>
      <FormField
        label="Website URL (optional)"
        htmlFor="attraction-website"
        error={errors.websiteUrl?.message}
      >
        <Input
          id="attraction-website"
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://"
          {...form.register('websiteUrl')}
        />
      </FormField>
      <AdminFormFooter onCancel={done} pending={pending} submitDisabled={uploading}>
        {editing ? 'Update Attraction' : 'Add Attraction'}
      </AdminFormFooter>
    </form>
  );
}

function AttractionFormDialog({
  open,
  editing,
  categories,
  defaultCategoryId,
  onClose,
}: {
  open: boolean;
  editing: Attraction | null;
  categories: AttractionCategory[];
  defaultCategoryId: number | null;
  onClose: () => void;
}) {
  return (
    <AdminFormDialog
      open={open}
      onClose={onClose}
      title={editing ? 'Edit Attraction' : 'Add Attraction'}
      description={
        editing ? 'Change the details of this attraction.' : 'Add a place or activity near the chalet.'
      }
      className="sm:max-w-2xl"
    >
      <AttractionForm
        key={editing?.id ?? 'new'}
        editing={editing}
        categories={categories}
        defaultCategoryId={defaultCategoryId}
        onDone={onClose}
      />
    </AdminFormDialog>
  );
}

// ---------------------------------------------------------------------------------------------------
// Filter chips and cards

type Filter = number | 'all';

function FilterChips({
  categories,
  attractions,
  filter,
  onFilter,
  onDeleteCategory,
}: {
  categories: AttractionCategory[];
  attractions: Attraction[];
  filter: Filter;
  onFilter: (filter: Filter) => void;
  onDeleteCategory: (category: AttractionCategory) => void;
}) {
  const countOf = (id: number) => attractions.filter((a) => a.categoryId === id).length;
  const chipClass = (active: boolean) =>
    cn(
      'inline-flex h-9 items-center rounded-full border text-sm font-medium transition-colors',
      active
        ? 'border-primary bg-primary text-primary-foreground shadow-sm'
        : 'border-border bg-card text-foreground hover:border-primary/40 hover:bg-secondary',
    );
  const focusRing =
    'outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background';

  return (
    <ul aria-label="Filter by category" className="mb-6 flex flex-wrap gap-2">
      <li>
        <button
          type="button"
          aria-pressed={filter === 'all'}
          onClick={() => onFilter('all')}
          className={cn(chipClass(filter === 'all'), focusRing, 'gap-2 px-4')}
        >
          All Attractions
          <span className={cn('text-xs', filter === 'all' ? 'opacity-80' : 'text-muted-foreground')}>
            {attractions.length}
          </span>
        </button>
      </li>
      {categories.map((category) => {
        const active = filter === category.id;
        return (
          <li key={category.id} className={chipClass(active)}>
            <button
              type="button"
              aria-pressed={active}
              onClick={() => onFilter(category.id)}
              className={cn(focusRing, 'inline-flex h-full items-center gap-2 rounded-full pr-1.5 pl-3.5')}
            >
              <CategoryIcon icon={category.icon} className="size-4 shrink-0" />
              <span className="max-w-48 truncate">{category.name}</span>
              <span className={cn('text-xs', active ? 'opacity-80' : 'text-muted-foreground')}>
                {countOf(category.id)}
              </span>
            </button>
            <button
              type="button"
              onClick={() => onDeleteCategory(category)}
              aria-label={`Delete category ${category.name}`}
              className={cn(
                focusRing,
                'mr-1 inline-flex size-7 items-center justify-center rounded-full transition-colors',
                active
                  ? 'text-primary-foreground/80 hover:bg-white/20 hover:text-primary-foreground'
                  : 'text-muted-foreground hover:bg-destructive/10 hover:text-destructive',
              )}
            >
              <X aria-hidden="true" className="size-3.5" />
            </button>
          </li>
        );
      })}
    </ul>
  );
}

function AttractionCard({
  attraction,
  category,
  onEdit,
  onDelete,
}: {
  attraction: Attraction;
  category: AttractionCategory | undefined;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const distance = attraction.distance?.trim();
  const address = attraction.address?.trim() || `${attraction.title}, Blue Mountains NSW`;
  return (
    <Card className="flex flex-col overflow-hidden">
      <FallbackImage
        src={attraction.image}
        alt={attraction.imageAlt?.trim() || attraction.title}
        width={640}
        height={400}
        widths={[400, 640, 800]}
        sizes="(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw"
        className="aspect-[16/10] border-b border-border"
      />
      <div className="flex flex-1 flex-col p-4 sm:p-5">
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-xs">
          <span className="inline-flex min-w-0 items-center gap-1.5 font-semibold tracking-wide text-primary uppercase">
            <CategoryIcon icon={category?.icon} className="size-3.5 shrink-0" />
            <span className="truncate">{category?.name ?? 'Uncategorised'}</span>
          </span>
          {distance ? (
            <span className="inline-flex items-center gap-1 text-muted-foreground">
              <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
              {distance}
            </span>
          ) : null}
        </div>
        <h2 className="mt-2 font-serif text-lg font-semibold leading-snug break-words text-foreground">
          {attraction.title}
        </h2>
        <p className="mt-2 line-clamp-3 text-sm leading-relaxed text-muted-foreground">
          {attraction.description}
        </p>
        <div className="mt-auto flex flex-wrap gap-x-4 gap-y-2 pt-4 text-sm">
          <a
            href={directionsUrl(address)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1.5 rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
          >
            <Navigation aria-hidden="true" className="size-3.5" />
            Get directions
            <span className="sr-only">(opens in a new tab)</span>
          </a>
          {attraction.websiteUrl ? (
            <a
              href={attraction.websiteUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1.5 rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
            >
              <ExternalLink aria-hidden="true" className="size-3.5" />
              Visit website
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          ) : null}
        </div>
      </div>
      <div className="flex items-center justify-end gap-2 border-t border-border bg-muted/30 px-4 py-3 sm:px-5">
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${attraction.title}`}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={onDelete}
          aria-label={`Delete ${attraction.title}`}
          className="text-destructive hover:bg-destructive/10 hover:text-destructive"
        >
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </div>
    </Card>
  );
}

function EmptyState({
  icon: Icon,
  title,
  text,
  action,
}: {
  icon: typeof Tags;
  title: string;
  text: string;
  action: ReactNode;
}) {
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-14 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-secondary text-primary">
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <h2 className="font-medium text-foreground">{title}</h2>
      <p className="max-w-sm text-sm text-muted-foreground">{text}</p>
      <div className="mt-2">{action}</div>
    </Card>
  );
}

// ---------------------------------------------------------------------------------------------------
// Page

export function AdminAttractionsPage() {
  const categoriesQuery = useAdminAttractionCategories();
  const attractionsQuery = useAdminAttractions();
  const removeAttraction = useDeleteAttraction();
  const removeCategory = useDeleteAttractionCategory();
  const [filter, setFilter] = useState<Filter>('all');
  const [categoryFormOpen, setCategoryFormOpen] = useState(false);
  const [attractionFormOpen, setAttractionFormOpen] = useState(false);
  const [editing, setEditing] = useState<Attraction | null>(null);
  const [deletingAttraction, setDeletingAttraction] = useState<Attraction | null>(null);
  const [deletingCategory, setDeletingCategory] = useState<AttractionCategory | null>(null);

  const categories = [...(categoriesQuery.data ?? [])].sort(bySortOrder);
  const attractions = [...(attractionsQuery.data ?? [])].sort(byTitle);
  const categoryById = new Map(categories.map((category) => [category.id, category]));
  // A filter on a category that no longer exists shows everything.
  const activeFilter: Filter = filter !== 'all' && categoryById.has(filter) ? filter : 'all';
  const visible =
    activeFilter === 'all' ? attractions : attractions.filter((a) => a.categoryId === activeFilter);
  const nextSortOrder = categories.reduce((max, c) => Math.max(max, c.sortOrder), -1) + 1;

  const isPending = categoriesQuery.isPending || attractionsQuery.isPending;
  const loadError = categoriesQuery.error ?? attractionsQuery.error;
  const refetching = categoriesQuery.isRefetching || attractionsQuery.isRefetching;

  const openAddCategory = () => setCategoryFormOpen(true);
  const openAddAttraction = () => {
    if (categories.length === 0) {
      toast({ title: 'Warning', description: 'Please create a category first before adding attractions.' });
      setCategoryFormOpen(true);
      return;
    }
    setEditing(null);
    setAttractionFormOpen(true);
  };
  const openEdit = (attraction: Attraction) => {
    setEditing(attraction);
    setAttractionFormOpen(true);
  };
  const closeAttractionForm = () => {
    setAttractionFormOpen(false);
    setEditing(null);
  };

  const deleteCategory = async (category: AttractionCategory) => {
    await removeCategory.mutateAsync(category.id);
    setFilter('all');
  };

  const filterName = activeFilter === 'all' ? null : (categoryById.get(activeFilter)?.name ?? null);

  return (
    <>
      {/* Kept out of search engines (spec 2); React 19 hoists this into <head>. */}
      <meta name="robots" content="noindex" />

      <AdminPageHeader
        title="Local Attractions"
        description="Places and activities near the chalet, grouped by category, as shown in the Local Attractions section of the website."
        actions={
          <>
            <Button variant="outline" onClick={openAddCategory}>
              <FolderPlus aria-hidden="true" />
              Add Category
            </Button>
            <Button onClick={openAddAttraction} disabled={isPending || loadError !== null}>
              <Plus aria-hidden="true" />
              Add Attraction
            </Button>
          </>
        }
      />

      {isPending ? (
        <AdminLoading label="Loading attractions" />
      ) : loadError ? (
        <AdminLoadError
          title="Failed to fetch attractions"
          error={loadError}
          retrying={refetching}
          onRetry={() => {
            void categoriesQuery.refetch();
            void attractionsQuery.refetch();
          }}
        />
      ) : categories.length === 0 ? (
        <EmptyState
          icon={Tags}
          title="No Categories Found"
          text="Attractions belong to a category, such as Walks & Hikes or Dining. Create one to get started."
          action={
            <Button onClick={openAddCategory}>
              <FolderPlus aria-hidden="true" />
              Add Category
            </Button>
          }
        />
      ) : (
        <>
          <FilterChips
            categories={categories}
            attractions={attractions}
            filter={activeFilter}
            onFilter={setFilter}
            onDeleteCategory={setDeletingCategory}
          />
          {visible.length === 0 ? (
            <EmptyState
              icon={MapPin}
              title="No Attractions Found"
              text={
                filterName
                  ? `There are no attractions in "${filterName}" yet.`
                  : 'Add the first place or activity near the chalet.'
              }
              action={
                <Button onClick={openAddAttraction}>
                  <Plus aria-hidden="true" />
                  Add Attraction
                </Button>
              }
            />
          ) : (
            <>
              <p className="sr-only" aria-live="polite">
                {visible.length} {visible.length === 1 ? 'attraction' : 'attractions'}
                {filterName ? ` in ${filterName}` : ''}
              </p>
              <div className="grid gap-4 sm:grid-cols-2 sm:gap-6 xl:grid-cols-3">
                {visible.map((attraction) => (
                  <AttractionCard
                    key={attraction.id}
                    attraction={attraction}
                    category={categoryById.get(attraction.categoryId)}
                    onEdit={() => openEdit(attraction)}
                    onDelete={() => setDeletingAttraction(attraction)}
                  />
                ))}
              </div>
            </>
          )}
        </>
      )}

      <CategoryFormDialog
        open={categoryFormOpen}
        nextSortOrder={nextSortOrder}
        onClose={() => setCategoryFormOpen(false)}
      />
      <AttractionFormDialog
        open={attractionFormOpen}
        editing={editing}
        categories={categories}
        defaultCategoryId={activeFilter === 'all' ? null : activeFilter}
        onClose={closeAttractionForm}
      />

      <AdminDeleteDialog
        target={deletingAttraction}
        onClose={() => setDeletingAttraction(null)}
        description={(attraction) => `This will permanently delete the attraction "${attraction.title}".`}
        pending={removeAttraction.isPending}
        onDelete={(attraction) => removeAttraction.mutateAsync(attraction.id)}
      />
      <AdminDeleteDialog
        target={deletingCategory}
        onClose={() => setDeletingCategory(null)}
        description={(category) =>
          `This will permanently delete the "${category.name}" category and all its attractions.`
        }
        pending={removeCategory.isPending}
        onDelete={deleteCategory}
      />
    </>
  );
}

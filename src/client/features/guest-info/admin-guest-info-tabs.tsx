import { Eye, FolderOpen, FolderPlus, ListPlus, Plus, Rows3 } from 'lucide-react';
import type { GuestInfoCategory, GuestInfoItem } from '../../../shared/schemas/guest-info.js';
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
import { DeleteIconButton, EditIconButton } from '../admin/admin-row-actions.js';
import {
  EmptyCard,
  ItemDescription,
  ItemIcon,
  NO_CATEGORY_MESSAGE,
  OrderBadge,
  plural,
  SectionHeading,
} from './admin-guest-info-parts.js';

export function AdminGuestInfoCategoriesTab({
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

export function AdminGuestInfoItemsTab({
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

export function AdminGuestInfoPreviewTab({
  groups,
}: {
  groups: Array<{ category: GuestInfoCategory; items: GuestInfoItem[] }>;
}) {
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

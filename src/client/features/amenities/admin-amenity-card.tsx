import { ListChecks, Plus } from 'lucide-react';
import type { SpriteIconId } from '../../../shared/icons/sprite-icons.js';
import type { Amenity } from '../../../shared/schemas/amenities.js';
import { normaliseAmenityItems } from '../../../shared/text/amenity-items.js';
import { type AdminAmenityIconKey, adminAmenityIconKey } from '../../../shared/text/icon-keys.js';
import { Button } from '../../components/ui/button.js';
import { Card } from '../../components/ui/card.js';
import { SpriteIcon } from '../../components/ui/sprite-icon.js';
import { DeleteIconButton, EditIconButton } from '../admin/admin-row-actions.js';

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

export function AdminAmenityCard({
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

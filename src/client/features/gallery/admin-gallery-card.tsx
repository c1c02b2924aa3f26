import { Pencil, Star, Trash2 } from 'lucide-react';
import type { GalleryImage } from '../../../shared/schemas/gallery.js';
import { galleryCategoryLabel } from '../../../shared/text/gallery-category.js';
import { Badge } from '../../components/ui/badge.js';
import { Button } from '../../components/ui/button.js';
import { darkDestructiveText } from '../../components/ui/form-field.js';
import { cn } from '../../lib/cn.js';
import { AdminImage } from '../admin/admin-image.js';

export interface AdminGalleryCardProps {
  image: GalleryImage;
  onEdit: (image: GalleryImage) => void;
  onDelete: (image: GalleryImage) => void;
  /** The card being edited in the form above. */
  selected?: boolean;
}

/**
 * One gallery image in the admin grid (4:3). Edit and Delete appear on hover and keyboard focus, and
 * are always visible on phones and touch screens, where there is no hover.
 */
export function AdminGalleryCard({ image, onEdit, onDelete, selected = false }: AdminGalleryCardProps) {
  const title = image.title.trim() || 'Untitled Image';

  return (
    <li
      className={cn(
        'group relative overflow-hidden rounded-xl border bg-card shadow-sm transition-shadow hover:shadow-md focus-within:shadow-md',
        selected ? 'border-primary ring-2 ring-primary/30' : 'border-border',
      )}
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-muted">
        <AdminImage
          src={image.src}
          alt={image.alt || title}
          className="transition-transform duration-300 group-hover:scale-[1.02]"
        />
        {image.isFeatured ? (
          <Badge className="absolute top-2.5 left-2.5 shadow-sm">
            <Star aria-hidden="true" className="fill-current" />
            Featured
          </Badge>
        ) : null}
        <div
          className={cn(
            'absolute top-2.5 right-2.5 flex gap-1.5 transition-opacity duration-200',
            'opacity-0 group-hover:opacity-100 group-focus-within:opacity-100',
            'max-sm:opacity-100 pointer-coarse:opacity-100',
          )}
        >
          <Button
            type="button"
            size="icon"
            variant="secondary"
            className="size-9 bg-card/95 shadow-md backdrop-blur hover:bg-card"
            onClick={() => onEdit(image)}
            aria-label={`Edit ${title}`}
          >
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            type="button"
            size="icon"
            variant="secondary"
            className={cn(
              'size-9 bg-card/95 text-destructive shadow-md backdrop-blur hover:bg-card hover:text-destructive',
              darkDestructiveText,
            )}
            onClick={() => onDelete(image)}
            aria-label={`Delete ${title}`}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
      <div className="grid gap-2 p-4">
        <div className="flex flex-wrap items-center gap-2 text-xs">
          {image.category ? (
            <Badge variant="secondary">{galleryCategoryLabel(image.category)}</Badge>
          ) : (
            <Badge variant="outline" className="text-muted-foreground">
              No category
            </Badge>
          )}
          <span className="text-muted-foreground">Order: {image.sortOrder}</span>
        </div>
        <h3
          className={cn(
            'truncate font-sans text-sm font-medium',
            image.title.trim() ? 'text-foreground' : 'text-muted-foreground italic',
          )}
          title={title}
        >
          {title}
        </h3>
      </div>
    </li>
  );
}

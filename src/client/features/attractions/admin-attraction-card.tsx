import { ExternalLink, type LucideIcon, MapPin, Navigation } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Attraction, AttractionCategory } from '../../../shared/schemas/attractions.js';
import { directionsUrl } from '../../../shared/text/maps.js';
import { FallbackImage } from '../../components/public/fallback-image.js';
import { Card } from '../../components/ui/card.js';
import { SpriteIcon } from '../../components/ui/sprite-icon.js';
import { CardDeleteButton, CardEditButton } from '../admin/admin-row-actions.js';
import { attractionCategorySpriteIcon } from './category-icons.js';

export function AttractionCategoryIcon({
  icon,
  className,
}: {
  icon: string | null | undefined;
  className?: string;
}) {
  return <SpriteIcon id={attractionCategorySpriteIcon(icon)} className={className} />;
}

/** A link at the card's foot, opening in a new tab. */
function NewTabLink({ href, icon: Icon, children }: { href: string; icon: LucideIcon; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1.5 rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {children}
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

export function AdminAttractionCard({
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
            <AttractionCategoryIcon icon={category?.icon} className="size-3.5 shrink-0" />
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
          <NewTabLink href={directionsUrl(address)} icon={Navigation}>
            Get directions
          </NewTabLink>
          {attraction.websiteUrl ? (
            <NewTabLink href={attraction.websiteUrl} icon={ExternalLink}>
              Visit website
            </NewTabLink>
          ) : null}
        </div>
      </div>
      <div className="flex items-center justify-end gap-2 border-t border-border bg-muted/30 px-4 py-3 sm:px-5">
        <CardEditButton onClick={onEdit} label={`Edit ${attraction.title}`} />
        <CardDeleteButton onClick={onDelete} label={`Delete ${attraction.title}`} />
      </div>
    </Card>
  );
}

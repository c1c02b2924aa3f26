import { useState } from 'react';
import { AMENITY_CARD_ITEMS } from '../../../shared/constants.js';
import { m } from '../../../shared/i18n/locale.js';
import { sectionIds } from '../../../shared/routes.js';
import type { Amenity } from '../../../shared/schemas/amenities.js';
import { normaliseAmenityItems } from '../../../shared/text/amenity-items.js';
import { HeadedSection, Reveal } from '../../components/layout/section.js';
import { SWIPE_ITEM, SwipeRow } from '../../components/layout/swipe-row.js';
import { SectionState } from '../../components/public/section-state.js';
import { Button } from '../../components/ui/button.js';
import { LazyDialog } from '../../components/ui/lazy-dialog.js';
import { SpriteIcon } from '../../components/ui/sprite-icon.js';
import { fallbackLang } from '../../lib/page-locale.js';
import { AmenityIcon } from './amenity-icon.js';
import { amenitiesQuery, useAmenities } from './queries.js';

function ItemList({
  items,
  columns = 1,
  lang,
}: {
  items: readonly string[];
  columns?: 1 | 2;
  lang?: string;
}) {
  return (
    <ul className={columns === 2 ? 'grid gap-x-6 gap-y-3 sm:grid-cols-2' : 'grid gap-3'} lang={lang}>
      {items.map((item, index) => (
        <li key={`${index}-${item}`} className="flex items-start gap-3 text-sm leading-6 text-foreground/85">
          <span className="mt-2.5 size-1.5 shrink-0 rounded-full bg-accent" aria-hidden="true" />
          {item}
        </li>
      ))}
    </ul>
  );
}

function AmenityCard({ amenity }: { amenity: Amenity }) {
  const [open, setOpen] = useState(false);
  // The API sends a list of strings; older records may still hold JSON text or objects with a name.
  const items = normaliseAmenityItems(amenity.items);
  const hasMore = items.length > AMENITY_CARD_ITEMS;
  const titleId = `amenity-${amenity.id}-title`;
  const itemsLang = fallbackLang(amenity, 'items');

  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col rounded-2xl border border-border bg-card p-7 shadow-sm transition-shadow duration-300 hover:shadow-lg"
    >
      <div className="flex items-center gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
          <AmenityIcon icon={amenity.categoryIcon} className="size-6" />
        </span>
        <h3
          id={titleId}
          className="font-serif text-xl font-semibold tracking-tight"
          lang={fallbackLang(amenity, 'categoryName')}
        >
          {amenity.categoryName}
        </h3>
      </div>
      <div className="mt-6 flex-1">
        {items.length === 0 ? (
          <p className="text-sm text-muted-foreground italic">{m.home_amenities_no_items()}</p>
        ) : (
          <ItemList items={items.slice(0, AMENITY_CARD_ITEMS)} lang={itemsLang} />
        )}
      </div>
      {hasMore ? (
        <>
          <div className="pt-6">
            <Button variant="outline" onClick={() => setOpen(true)} aria-haspopup="dialog">
              <span>
                {m.home_amenities_view_more()}
                <span className="sr-only">
                  {' '}
                  {m.home_amenities_view_more_of({ name: amenity.categoryName })}
                </span>
                <span className="text-muted-foreground" aria-hidden="true">
                  {' '}
                  (+{items.length - AMENITY_CARD_ITEMS})
                </span>
              </span>
            </Button>
          </div>
          <LazyDialog
            open={open}
            onOpenChange={setOpen}
            width="sm:max-w-2xl"
            title={amenity.categoryName}
            titleAdornment={
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <AmenityIcon icon={amenity.categoryIcon} className="size-5" />
              </span>
            }
            description={m.home_amenities_dialog()}
          >
            <ItemList items={items} columns={2} lang={itemsLang} />
          </LazyDialog>
        </>
      ) : null}
    </article>
  );
}

export function AmenitiesSection() {
  const query = useAmenities();

  return (
    <HeadedSection
      id={sectionIds.amenities}
      eyebrow={m.home_amenities_eyebrow()}
      title={m.home_amenities_title()}
      intro={m.home_amenities_intro()}
    >
      <SectionState
        query={query}
        loading={m.home_amenities_loading()}
        error={m.home_amenities_error()}
        empty={m.home_amenities_empty()}
        icon={<SpriteIcon id="sparkles" className="size-10 text-primary/60" />}
      >
        {(amenities) => (
          <SwipeRow
            label={m.home_amenities_list()}
            previousLabel={m.home_amenities_previous()}
            nextLabel={m.home_amenities_next()}
            wideClassName="sm:gap-6"
          >
            {amenities.map((amenity, index) => (
              <li
                key={amenity.id}
                className={`${SWIPE_ITEM} sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)]`}
              >
                <Reveal className="h-full" delay={(index % 3) * 0.1}>
                  <AmenityCard amenity={amenity} />
                </Reveal>
              </li>
            ))}
          </SwipeRow>
        )}
      </SectionState>
    </HeadedSection>
  );
}

/** What it reads, so the server prefetches it (decision 0019). */
AmenitiesSection.queries = [amenitiesQuery];

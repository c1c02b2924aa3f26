import { useState } from 'react';
import { ROOM_CARD_FEATURES } from '../../../shared/constants.js';
import { m } from '../../../shared/i18n/locale.js';
import { sectionIds } from '../../../shared/routes.js';
import type { Room } from '../../../shared/schemas/rooms.js';
import { HeadedSection, Reveal } from '../../components/layout/section.js';
import { SWIPE_ITEM, SwipeRow } from '../../components/layout/swipe-row.js';
import { SectionState } from '../../components/public/section-state.js';
import { Button } from '../../components/ui/button.js';
import { LazyDialog } from '../../components/ui/lazy-dialog.js';
import { SpriteIcon } from '../../components/ui/sprite-icon.js';
import { fallbackLang } from '../../lib/page-locale.js';
import { roomsQuery, useRooms } from './queries.js';
import { RoomFeatureIcon } from './room-feature-icon.js';
import { RoomImage } from './room-image.js';

function FeatureList({
  features,
  columns = 1,
  lang,
}: {
  features: readonly string[];
  columns?: 1 | 2;
  lang?: string;
}) {
  return (
    <ul className={columns === 2 ? 'grid gap-x-6 gap-y-3 sm:grid-cols-2' : 'grid gap-2.5'} lang={lang}>
      {features.map((feature, index) => (
        <li key={`${index}-${feature}`} className="flex items-start gap-3 text-sm text-foreground/85">
          <span className="mt-px flex size-6 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
            <RoomFeatureIcon feature={feature} className="size-3.5" />
          </span>
          <span className="leading-6">{feature}</span>
        </li>
      ))}
    </ul>
  );
}

function RoomCard({ room }: { room: Room }) {
  const [expanded, setExpanded] = useState(false);
  const preview = room.features.slice(0, ROOM_CARD_FEATURES);
  const hasMore = room.features.length > ROOM_CARD_FEATURES;
  const titleId = `room-${room.id}-title`;
  const featuresLang = fallbackLang(room, 'features');

  return (
    <article
      aria-labelledby={titleId}
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-sm transition-shadow duration-300 hover:shadow-xl"
    >
      <div className="aspect-[4/3] overflow-hidden bg-secondary">
        <RoomImage
          src={room.imagePath}
          alt={room.imageAlt || room.name}
          className="size-full object-cover transition-[scale] duration-700 ease-out group-hover:scale-[1.04]"
        />
      </div>
      <div className="flex flex-1 flex-col p-5 md:p-7">
        <h3
          id={titleId}
          className="font-serif text-2xl font-semibold tracking-tight"
          lang={fallbackLang(room, 'name')}
        >
          {room.name}
        </h3>
        <p className="mt-3 leading-relaxed text-muted-foreground" lang={fallbackLang(room, 'description')}>
          {room.description}
        </p>
        {preview.length > 0 ? (
          <div className="mt-6 border-t border-border pt-5">
            <FeatureList features={preview} lang={featuresLang} />
          </div>
        ) : null}
        {hasMore ? (
          <div className="mt-auto pt-6">
            <Button variant="outline" onClick={() => setExpanded(true)} aria-haspopup="dialog">
              {m.home_rooms_view_more()}
              <span className="sr-only"> {m.home_rooms_view_more_of({ name: room.name })}</span>
            </Button>
          </div>
        ) : null}
      </div>

      {hasMore ? (
        <LazyDialog
          open={expanded}
          onOpenChange={setExpanded}
          width="sm:max-w-2xl"
          title={room.name}
          description={m.home_rooms_all_features({ count: room.features.length })}
          footer={
            <Button variant="outline" onClick={() => setExpanded(false)}>
              {m.home_rooms_show_less()}
            </Button>
          }
        >
          <div className="grid gap-5">
            <div className="aspect-[16/9] overflow-hidden rounded-xl bg-secondary">
              <RoomImage
                src={room.imagePath}
                alt={room.imageAlt || room.name}
                className="size-full object-cover"
              />
            </div>
            <p className="leading-relaxed text-muted-foreground" lang={fallbackLang(room, 'description')}>
              {room.description}
            </p>
            <div className="border-t border-border pt-5">
              <h4 className="mb-4 font-sans text-sm font-semibold tracking-wide text-foreground uppercase">
                {m.home_rooms_features()}
              </h4>
              <FeatureList features={room.features} columns={2} lang={featuresLang} />
            </div>
          </div>
        </LazyDialog>
      ) : null}
    </article>
  );
}

export function RoomsSection() {
  const query = useRooms();

  return (
    <HeadedSection
      id={sectionIds.rooms}
      tone="muted"
      eyebrow={m.home_rooms_eyebrow()}
      title={m.home_rooms_title()}
      intro={m.home_rooms_intro()}
    >
      <SectionState
        query={query}
        loading={m.home_rooms_loading()}
        error={m.home_rooms_error()}
        empty={m.home_rooms_empty()}
        icon={<SpriteIcon id="bed-double" className="size-10 text-primary/60" />}
      >
        {(rooms) => (
          <SwipeRow
            label={m.home_rooms_list()}
            previousLabel={m.home_rooms_previous()}
            nextLabel={m.home_rooms_next()}
            wideClassName="sm:gap-8"
          >
            {rooms.map((room, index) => (
              <li
                key={room.id}
                className={`${SWIPE_ITEM} sm:w-full md:w-[calc((100%-2rem)/2)] xl:w-[calc((100%-4rem)/3)]`}
              >
                <Reveal className="h-full" delay={(index % 3) * 0.1}>
                  <RoomCard room={room} />
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
RoomsSection.queries = [roomsQuery];

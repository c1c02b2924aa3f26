import { useQuery } from '@tanstack/react-query';
import { Lightbulb, type LucideIcon } from 'lucide-react';
import { paths } from '../../../shared/routes.js';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.js';
import { AdminPageHeader } from '../../features/admin/admin-page-header.js';
import { AdminTile } from '../../features/admin/admin-tile.js';
import { AnalyticsOverview } from '../../features/analytics/analytics-overview.js';
import { AvailabilityStaleWarning } from '../../features/availability/admin-stale-warning.js';
import { useContactSummary } from '../../features/contact/admin-api.js';
import { AdminBookingsTile } from '../../features/experiences/admin-bookings-tile.js';
import { SetupChecklistCard } from '../../features/setup/setup-checklist-card.js';

/** A count of one list the owner manages; declared with its screen in `ADMIN_PAGES` (admin-pages.ts). */
export interface DashboardTile {
  label: string;
  /** The list's key, from its feature's query options: a tile and its page share one cache entry. */
  queryKey: readonly unknown[];
  href: string;
  icon: LucideIcon;
}

const TIPS: readonly { title: string; text: string }[] = [
  {
    title: 'Home page images',
    text: 'Gallery images in the category about-section fill the About section (the first 3 by sort order); the first image in hero-section is the hero picture.',
  },
  {
    title: 'Reviews',
    text: 'Hide a testimonial instead of deleting it to keep it for later: only active testimonials appear on the website.',
  },
  {
    title: 'Guest access',
    text: 'Give each booking its own access code with an expiry date; guests enter it on the check-in page to read the instructions.',
  },
  {
    title: 'Ordering',
    text: 'Rooms, gallery images, guest information and check-in instructions are shown by sort order, lowest first.',
  },
];

function CountTile({ tile }: { tile: DashboardTile }) {
  const { data, isPending, isError } = useQuery<unknown[] | null>({ queryKey: tile.queryKey });
  return (
    <AdminTile
      href={tile.href}
      icon={tile.icon}
      label={tile.label}
      value={Array.isArray(data) ? data.length : null}
      isPending={isPending}
      isError={isError}
    />
  );
}

/** The unread messages beside the Contact Messages tile (outside the link, whose text is label and count). */
function UnreadBadge() {
  const { data } = useContactSummary();
  if (!data || data.unread === 0) return null;
  return (
    <p className="pointer-events-none absolute top-2 right-2 rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground sm:top-3 sm:right-3">
      {data.unread} unread
    </p>
  );
}

/**
 * Counts of every list the owner manages (spec 2, 'Admin dashboard'), in the side menu's order; each tile
 * opens its page.
 */
export function AdminDashboardPage({ tiles }: { tiles: readonly DashboardTile[] }) {
  return (
    <>
      <AdminPageHeader
        title="Dashboard"
        description="An overview of the chalet website: its content and its visitors."
      />
      <SetupChecklistCard />
      <AvailabilityStaleWarning linkToPage />
      <section aria-label="Content counts">
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-3">
          {tiles.map((tile) => (
            <li key={tile.href} className="relative">
              <CountTile tile={tile} />
              {tile.href === paths.admin.messages ? <UnreadBadge /> : null}
            </li>
          ))}
          <li className="col-span-2 xl:col-span-1">
            <AdminBookingsTile />
          </li>
        </ul>
      </section>
      <AnalyticsOverview />
      <Card className="mt-8">
        <CardHeader className="pb-4">
          <CardTitle asChild>
            <h2 className="flex items-center gap-2 text-xl">
              <Lightbulb aria-hidden="true" className="size-5 text-accent" />
              Quick tips
            </h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-4 md:grid-cols-2">
            {TIPS.map((tip) => (
              <li key={tip.title} className="rounded-lg bg-muted/60 p-4">
                <p className="text-sm font-semibold text-foreground">{tip.title}</p>
                <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{tip.text}</p>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </>
  );
}

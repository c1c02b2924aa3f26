import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Lightbulb, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '../../../shared/routes.js';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.js';
import { AdminPageHeader } from '../../features/admin/admin-page-header.js';
import { absoluteHref } from '../../features/admin/nav.js';
import { AnalyticsOverview } from '../../features/analytics/analytics-overview.js';
import { AvailabilityStaleWarning } from '../../features/availability/admin-stale-warning.js';
import { useContactSummary } from '../../features/contact/admin-api.js';
import { AdminBookingsTile } from '../../features/experiences/admin-bookings-tile.js';
import { SetupChecklistCard } from '../../features/setup/setup-checklist-card.js';
import { cn } from '../../lib/cn.js';

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
  const Icon = tile.icon;
  const count = Array.isArray(data) ? data.length : null;
  const status = isPending ? 'Loading' : isError ? 'Could not load' : null;

  return (
    <Link
      href={absoluteHref(tile.href)}
      className={cn(
        'group flex h-full flex-col items-start gap-3 rounded-xl border border-border bg-card p-4 shadow-sm outline-none',
        'transition-[border-color,box-shadow] sm:flex-row sm:items-center sm:gap-4 sm:p-5',
        'hover:border-primary/40 hover:shadow-md',
        'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
      )}
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-secondary sm:size-12 text-primary transition-colors group-hover:bg-primary group-hover:text-primary-foreground">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-medium text-muted-foreground">{tile.label}</span>
        <span className="mt-0.5 block text-2xl font-semibold tabular-nums text-foreground sm:text-3xl">
          {count ?? <span aria-hidden="true">–</span>}
          {status ? <span className="sr-only">{status}</span> : null}
        </span>
        {isError ? <span className="block text-xs text-destructive">Could not load</span> : null}
      </span>
      <ArrowRight
        aria-hidden="true"
        className="hidden size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5 group-hover:text-primary sm:block"
      />
    </Link>
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

import { AlertTriangle } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '../../../shared/routes.js';
import { absoluteHref } from '../admin/nav.js';
import { useAvailabilityFeeds } from './admin-api.js';

/** Shown while any calendar feed in use has had no successful sync for 3 hours (dashboard, Availability). */
export function AvailabilityStaleWarning({ linkToPage }: { linkToPage: boolean }) {
  const { data } = useAvailabilityFeeds();
  const stale = (data ?? []).filter((feed) => feed.stale);
  if (stale.length === 0) return null;
  return (
    <div
      role="alert"
      className="mb-6 flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="space-y-1 text-sm">
        <p className="font-semibold">The availability calendar is out of date</p>
        <p>
          {stale.map((feed) => feed.label).join(', ')}: no successful sync for more than 3 hours. Guests see a
          note that availability may be out of date.{' '}
          {linkToPage ? (
            <Link href={absoluteHref(paths.admin.availability)} className="font-medium underline">
              Check the feeds
            </Link>
          ) : null}
        </p>
      </div>
    </div>
  );
}

import { Ticket } from 'lucide-react';
import type { ExperienceFunnel as Funnel } from '../../../shared/schemas/analytics.js';
import { countText } from '../../../shared/text/count-text.js';
import { Card } from '../../components/ui/card.js';
import { formatPercent } from './analytics-data.js';

/**
 * Experiences in the period (issue 35): views of their pages → bookings made, in total and per
 * experience (most booked first, as the server sorts them).
 */
export function ExperienceFunnel({ funnel, period }: { funnel: Funnel; period: number }) {
  const widest = Math.max(1, ...funnel.byExperience.map((row) => row.views));
  return (
    <Card className="p-4 sm:p-5" aria-labelledby="experience-funnel-title">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="experience-funnel-title" className="flex items-center gap-2 font-medium text-foreground">
          <Ticket aria-hidden="true" className="size-4 text-primary" />
          Experiences: views → bookings
        </h3>
        <p className="text-sm text-muted-foreground" data-testid="experience-funnel-totals">
          <span className="font-semibold text-foreground tabular-nums">
            {countText(funnel.views, 'view')}
          </span>{' '}
          →{' '}
          <span className="font-semibold text-foreground tabular-nums">
            {countText(funnel.bookings - funnel.untrackedBookings, 'booking')}
          </span>{' '}
          ({formatPercent(funnel.conversion)})
        </p>
      </div>
      {funnel.untrackedBookings > 0 ? (
        <p className="mt-1 text-sm text-muted-foreground" data-testid="experience-funnel-untracked">
          Plus {countText(funnel.untrackedBookings, 'booking')} without a tracked view (a browser that asks
          not to be counted, or a page viewed before the period): counted apart, not in the rate.
        </p>
      ) : null}
      {funnel.byExperience.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">
          No experience was viewed or booked in the last {period} days.
        </p>
      ) : (
        <table className="mt-4 w-full text-sm">
          <caption className="sr-only">Views and bookings per experience, last {period} days</caption>
          <thead className="text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            <tr>
              <th scope="col" className="pb-2">
                Experience
              </th>
              <th scope="col" className="w-20 pb-2 text-right">
                Views
              </th>
              <th scope="col" className="w-20 pb-2 text-right">
                Bookings
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {funnel.byExperience.map((row) => (
              <tr key={row.experienceId}>
                <th scope="row" className="py-2 pr-3 text-left font-normal text-foreground">
                  {row.title}
                  <span aria-hidden="true" className="mt-1 block h-1.5 rounded-full bg-muted">
                    <span
                      className="block h-full rounded-full bg-primary"
                      style={{ width: `${Math.round((row.views / widest) * 100)}%` }}
                    />
                  </span>
                </th>
                <td className="py-2 text-right tabular-nums">{row.views}</td>
                <td className="py-2 text-right font-medium tabular-nums">
                  {row.bookings}
                  {row.untrackedBookings > 0 ? (
                    <span className="block text-xs font-normal text-muted-foreground">
                      {row.untrackedBookings} untracked
                    </span>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}

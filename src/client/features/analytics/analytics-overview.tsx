import { BarChart3 } from 'lucide-react';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { ANALYTICS_PERIODS, type AnalyticsSummary } from '../../../shared/schemas/analytics.js';
import { Button } from '../../components/ui/button.js';
import { Card } from '../../components/ui/card.js';
import { LoadFailed, lazyWithFallback } from '../../lib/lazy-page.js';
import { AdminEmptyNote, AdminLoadError, AdminLoading } from '../admin/admin-states.js';
import { useAnalyticsSummary } from './admin-api.js';
import { formatDay, formatPercent, isEmptySummary } from './analytics-data.js';
import { ExperienceFunnel } from './experience-funnel.js';

// recharts is the back office's largest library: only the dashboard loads it, after its numbers.
const AnalyticsCharts = lazyWithFallback(
  () => import('./analytics-charts.js'),
  () => <LoadFailed what="The charts" />,
);

type Period = (typeof ANALYTICS_PERIODS)[number];

function PeriodToggle({ period, onChange }: { period: Period; onChange: (period: Period) => void }) {
  return (
    <div
      role="group"
      aria-label="Period"
      className="inline-flex self-start rounded-lg bg-muted p-1 sm:self-auto"
    >
      {ANALYTICS_PERIODS.map((days) => (
        <Button
          key={days}
          size="sm"
          variant={days === period ? 'default' : 'ghost'}
          aria-pressed={days === period}
          onClick={() => onChange(days)}
        >
          {days} days
        </Button>
      ))}
    </div>
  );
}

function Totals({ summary }: { summary: AnalyticsSummary }) {
  const { totals } = summary;
  const items = [
    { label: 'Page views', value: totals.pageViews.toLocaleString('en-AU') },
    { label: 'Visitors', value: totals.visitors.toLocaleString('en-AU'), note: 'unique per day' },
    { label: "'Book' clicks", value: totals.bookClicks.toLocaleString('en-AU') },
    { label: 'Enquiries', value: totals.enquiries.toLocaleString('en-AU') },
    {
      label: 'Conversion',
      value: formatPercent(totals.conversion),
      note: "visitors who clicked 'Book'",
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {items.map((item) => (
        <Card key={item.label} className="p-4">
          <dt className="text-sm font-medium text-muted-foreground">{item.label}</dt>
          <dd className="mt-0.5 text-2xl font-semibold tabular-nums text-foreground">{item.value}</dd>
          {item.note ? <dd className="text-xs text-muted-foreground">{item.note}</dd> : null}
        </Card>
      ))}
    </dl>
  );
}

/** The numbers behind the charts, for screen readers (the charts themselves are hidden from them). */
function DataTables({ summary, period }: { summary: AnalyticsSummary; period: Period }) {
  const { days, totals, topPages } = summary;
  return (
    <div className="sr-only">
      <table data-testid="analytics-table">
        <caption>
          Visits, 'Book' clicks and enquiries per day, last {period} days ({summary.timeZone} time)
        </caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Page views</th>
            <th scope="col">Visitors</th>
            <th scope="col">'Book' clicks</th>
            <th scope="col">Enquiries</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{formatDay(day.date)}</th>
              <td>{day.pageViews}</td>
              <td>{day.visitors}</td>
              <td>{day.bookClicks}</td>
              <td>{day.enquiries}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td>{totals.pageViews}</td>
            <td>{totals.visitors}</td>
            <td>{totals.bookClicks}</td>
            <td>{totals.enquiries}</td>
          </tr>
        </tfoot>
      </table>
      <table>
        <caption>Top pages by page views, last {period} days</caption>
        <thead>
          <tr>
            <th scope="col">Page</th>
            <th scope="col">Page views</th>
          </tr>
        </thead>
        <tbody>
          {topPages.map((page) => (
            <tr key={page.path}>
              <th scope="row">{page.path}</th>
              <td>{page.pageViews}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The dashboard's visitor numbers (decision 0017): totals, charts and their tables for the last 30 or
 * 90 days, from the site's own cookieless analytics.
 */
export function AnalyticsOverview() {
  const [period, setPeriod] = useState<Period>(30);
  const { data, error, isPending, isFetching, refetch } = useAnalyticsSummary(period);
  // The charts measure the browser's layout: drawn after hydration only.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  let body: ReactNode;
  if (isPending) body = <AdminLoading label="Loading visitor numbers" />;
  else if (error && !data) {
    body = (
      <AdminLoadError
        title="Could not load the visitor numbers"
        error={error}
        retrying={isFetching}
        onRetry={() => void refetch()}
      />
    );
  } else if (data) {
    body = (
      <div className="space-y-4" aria-busy={isFetching}>
        <Totals summary={data} />
        <DataTables summary={data} period={period} />
        {isEmptySummary(data) ? (
          <AdminEmptyNote icon={<BarChart3 aria-hidden="true" className="size-8 text-muted-foreground" />}>
            No visits recorded in the last {period} days yet. Page views and 'Book' clicks appear here as
            guests use the website.
          </AdminEmptyNote>
        ) : mounted ? (
          <Suspense fallback={<AdminLoading label="Loading charts" />}>
            <AnalyticsCharts summary={data} />
          </Suspense>
        ) : null}
        <ExperienceFunnel funnel={data.experienceFunnel} period={period} />
      </div>
    );
  }

  return (
    <section aria-labelledby="analytics-title" className="mt-8">
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="analytics-title" className="font-serif text-xl font-semibold text-foreground">
            Visitors
          </h2>
          <p className="text-sm text-muted-foreground">
            Counted by the website itself, without cookies; visitors who ask not to be tracked are not
            counted.
          </p>
        </div>
        <PeriodToggle period={period} onChange={setPeriod} />
      </div>
      {body}
    </section>
  );
}

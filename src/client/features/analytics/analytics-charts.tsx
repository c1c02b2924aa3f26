/**
 * The dashboard's charts (recharts). Loaded lazily by the dashboard only, so neither the public pages
 * nor the rest of the back office download the chart library. The charts are pictures of the data
 * tables next to them: hidden from screen readers, which read the tables instead, and out of the tab
 * order (no recharts keyboard layer: the tables carry the same numbers).
 */
import type { ReactNode } from 'react';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { AnalyticsSummary } from '../../../shared/schemas/analytics.js';
import { Card } from '../../components/ui/card.js';
import { formatDay, formatPercent, groupByWeek } from './analytics-data.js';

const PRIMARY = 'var(--color-primary)';
const ACCENT = 'var(--color-accent)';
const GRID = 'var(--color-border)';
const TICK = { fill: 'var(--color-muted-foreground)', fontSize: 12 };
const TOOLTIP_STYLE = {
  background: 'var(--color-popover)',
  border: '1px solid var(--color-border)',
  borderRadius: 8,
  color: 'var(--color-popover-foreground)',
  fontSize: 13,
};
const CHART_HEIGHT = 220;

function ChartCard({ title, children, wide }: { title: string; children: ReactNode; wide?: boolean }) {
  return (
    <Card className={wide ? 'p-4 sm:p-5 lg:col-span-2' : 'p-4 sm:p-5'}>
      <h3 className="mb-3 text-sm font-semibold text-foreground">{title}</h3>
      <div aria-hidden="true" className="h-[220px] w-full">
        <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
          {children as never}
        </ResponsiveContainer>
      </div>
    </Card>
  );
}

const intTicks = { allowDecimals: false, tick: TICK, width: 36, tickLine: false, axisLine: false } as const;

export default function AnalyticsCharts({ summary }: { summary: AnalyticsSummary }) {
  const days = summary.days.map((d) => ({ ...d, label: formatDay(d.date) }));
  const weeks = groupByWeek(summary.days);
  const xDays = { dataKey: 'label', tick: TICK, tickLine: false, minTickGap: 24 } as const;

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartCard title="Page views and visitors per day" wide>
        <AreaChart accessibilityLayer={false} data={days} margin={{ top: 4, right: 8, left: 0, bottom: 0 }}>
          <CartesianGrid stroke={GRID} strokeDasharray="3 3" vertical={false} />
          <XAxis {...xDays} />
          <YAxis {...intTicks} />
          <Tooltip contentStyle={TOOLTIP_STYLE} />
          <Legend wrapperStyle={{ fontSize: 13 }} />
          <Area
            type="monotone"
            dataKey="pageViews"
            name="Page views"
            stroke={PRIMARY}
            fill={PRIMARY}
            fillOpacity={0.15}
            isAnimationActive={false}
          />
          <Area
            type="monotone"
            dataKey="visitors"
            name="Visitors"
            stroke={ACCENT}
            fill={ACCENT}
            fillOpacity={0.2}
            isAnimationActive={false}
          />
        </AreaChart>
      </ChartCard>
      <ChartCard title="'Book' clicks per day">
        <BarChart accessibilityLayer={false} data={days} margin={{ top: 4, right: 8, left: 0, bottom: 0 }}>
          <CartesianGrid stroke={GRID} strokeDasharray="3 3" vertical={false} />
          <XAxis {...xDays} />
          <YAxis {...intTicks} />
          <Tooltip contentStyle={TOOLTIP_STYLE} cursor={{ fill: 'var(--color-muted)' }} />
          <Bar
            dataKey="bookClicks"
            name="'Book' clicks"
            fill={PRIMARY}
            radius={[3, 3, 0, 0]}
            isAnimationActive={false}
          />
        </BarChart>
      </ChartCard>
      <ChartCard title="Enquiries per week">
        <BarChart accessibilityLayer={false} data={weeks} margin={{ top: 4, right: 8, left: 0, bottom: 0 }}>
          <CartesianGrid stroke={GRID} strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="start" tickFormatter={formatDay} tick={TICK} tickLine={false} minTickGap={16} />
          <YAxis {...intTicks} />
          <Tooltip contentStyle={TOOLTIP_STYLE} labelFormatter={(_, p) => p?.[0]?.payload?.label ?? ''} />
          <Bar
            dataKey="enquiries"
            name="Enquiries"
            fill={ACCENT}
            radius={[3, 3, 0, 0]}
            isAnimationActive={false}
          />
        </BarChart>
      </ChartCard>
      <ChartCard title="Visitors who clicked 'Book', per week">
        <LineChart accessibilityLayer={false} data={weeks} margin={{ top: 4, right: 8, left: 0, bottom: 0 }}>
          <CartesianGrid stroke={GRID} strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="start" tickFormatter={formatDay} tick={TICK} tickLine={false} minTickGap={16} />
          <YAxis
            // At least 0–10 %: with no 'Book' clicks yet the axis would otherwise stretch to 400 %.
            domain={[0, (max: number) => Math.max(max, 0.1)]}
            tickFormatter={(v: number) => formatPercent(v)}
            tick={TICK}
            width={48}
            tickLine={false}
            axisLine={false}
          />
          <Tooltip
            contentStyle={TOOLTIP_STYLE}
            labelFormatter={(_, p) => p?.[0]?.payload?.label ?? ''}
            formatter={(v) => formatPercent(Number(v))}
          />
          <Line
            type="monotone"
            dataKey="conversion"
            name="Conversion"
            stroke={PRIMARY}
            strokeWidth={2}
            dot={{ r: 3 }}
            isAnimationActive={false}
          />
        </LineChart>
      </ChartCard>
      <ChartCard title="Top pages">
        <BarChart
          accessibilityLayer={false}
          data={summary.topPages}
          layout="vertical"
          margin={{ top: 4, right: 8, left: 0, bottom: 0 }}
        >
          <CartesianGrid stroke={GRID} strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" allowDecimals={false} tick={TICK} tickLine={false} />
          <YAxis type="category" dataKey="path" tick={TICK} width={110} tickLine={false} axisLine={false} />
          <Tooltip contentStyle={TOOLTIP_STYLE} cursor={{ fill: 'var(--color-muted)' }} />
          <Bar
            dataKey="pageViews"
            name="Page views"
            fill={PRIMARY}
            radius={[0, 3, 3, 0]}
            isAnimationActive={false}
          />
        </BarChart>
      </ChartCard>
    </div>
  );
}

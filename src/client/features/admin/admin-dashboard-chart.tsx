import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AdminWeek } from '@contract/admin';
import { adminWeeklyQuery } from '@client/api/admin';
import { loadFailed, QueryState } from '@client/components/query-state';
import { Skeleton } from '@client/components/ui/skeleton';
import { formatNumber, formatPrice, formatShortDate } from '@client/lib/format';
import './admin-dashboard-chart.css';

const HEIGHT = 220;
/** The two series' colours: the theme's primary and a green readable on both themes. */
const ENROLMENT_COLOUR = 'hsl(221 83% 53%)';
const PAYMENT_COLOUR = 'hsl(142 71% 35%)';

const weekLabel = (day: string) => formatShortDate(`${day}T12:00:00Z`);
/** "16 nov." under the chart: short enough for 12 weeks on a phone. */
const tickFormat = new Intl.DateTimeFormat(['fr-CD', 'fr'], {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const tickLabel = (day: string | undefined) =>
  day ? tickFormat.format(new Date(`${day}T12:00:00Z`)) : '';
/** Whole steps only: enrolments are counted, francs need no decimals. */
const WHOLE_STEPS = [
  1, 2, 5, 10, 20, 50, 100, 200, 500, 1e3, 2e3, 5e3, 1e4, 2e4, 5e4, 1e5, 2e5, 5e5, 1e6, 2e6, 5e6,
  1e7, 2e7, 5e7, 1e8,
];

/**
 * The chart itself: uPlot is imported here only, when the dashboard shows the chart, so neither
 * the library nor its styles reach any other page.
 */
function WeeklyCanvas({ weeks }: { weeks: AdminWeek[] }) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    // The legend reads the week under the cursor or finger; before any (or once it has left),
    // the latest week, rather than empty values.
    const shown = (idx: number | null | undefined): AdminWeek | undefined =>
      weeks[idx ?? weeks.length - 1];
    /** A series' value in the legend: of the week shown, written by `text`. */
    const legendValue =
      (text: (week: AdminWeek) => string) =>
      (_u: unknown, _v: unknown, _s: number, idx: number | null | undefined) => {
        const week = shown(idx);
        return week ? text(week) : '';
      };
    let plot: { destroy(): void; setSize(size: { width: number; height: number }): void } | null =
      null;
    let observer: ResizeObserver | null = null;
    let cancelled = false;
    Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')])
      .then(([{ default: UPlot }]) => {
        if (cancelled) return;
        const width = Math.max(el.clientWidth, 200);
        // A canvas knows no CSS colours: the axes take the text colour of the theme in use.
        const ink = getComputedStyle(el).color;
        const grid = { stroke: 'rgb(128 128 128 / 0.2)', width: 1 };
        plot = new UPlot(
          {
            width,
            height: HEIGHT,
            legend: { show: true },
            cursor: { drag: { x: false, y: false } },
            // The x axis counts weeks (0 to 11); its labels are their Mondays.
            scales: {
              x: { time: false },
              n: { range: (_u, _min, max) => [0, Math.max(max, 1)] },
              fc: { range: (_u, _min, max) => [0, Math.max(max, 1000)] },
            },
            axes: [
              {
                incrs: [1, 2, 3, 4, 6],
                space: 56,
                values: (_u, ticks) => ticks.map((t) => tickLabel(weeks[t]?.weekStart)),
                stroke: ink,
                grid,
              },
              {
                scale: 'n',
                stroke: ink,
                grid,
                incrs: WHOLE_STEPS,
                values: (_u, ticks) => ticks.map(formatNumber),
              },
              {
                scale: 'fc',
                side: 1,
                stroke: ink,
                grid: { show: false },
                incrs: WHOLE_STEPS,
                size: 64,
                values: (_u, ticks) => ticks.map((t) => formatNumber(t)),
              },
            ],
            series: [
              {
                label: 'Semaine du',
                value: legendValue((week) => weekLabel(week.weekStart)),
              },
              {
                label: 'Inscriptions',
                scale: 'n',
                stroke: ENROLMENT_COLOUR,
                width: 2,
                value: legendValue((week) => formatNumber(week.enrollments)),
              },
              {
                label: 'Paiements confirmés (FC)',
                scale: 'fc',
                stroke: PAYMENT_COLOUR,
                fill: 'hsl(142 71% 35% / 0.12)',
                width: 2,
                value: legendValue((week) => formatPrice(week.paymentsCdf)),
              },
            ],
          },
          [
            weeks.map((_w, i) => i),
            weeks.map((w) => w.enrollments),
            weeks.map((w) => w.paymentsCdf),
          ],
          el,
        );
        observer = new ResizeObserver(() =>
          plot?.setSize({ width: Math.max(el.clientWidth, 200), height: HEIGHT }),
        );
        observer.observe(el);
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      observer?.disconnect();
      plot?.destroy();
    };
  }, [weeks]);

  if (failed) return <p className="text-sm text-muted-foreground">Graphique indisponible.</p>;
  return (
    <div
      ref={box}
      aria-hidden="true"
      className="weekly-chart w-full min-w-0 overflow-hidden text-xs"
    />
  );
}

/** The same figures as a table, for screen readers (the canvas says nothing to them). */
function WeeklyTable({ weeks }: { weeks: AdminWeek[] }) {
  return (
    // Wrapped: a table ignores the 1px width of sr-only and would widen the page.
    <div className="sr-only">
      <table>
        <caption>
          Inscriptions et paiements confirmés par semaine, sur les 12 dernières semaines
        </caption>
        <thead>
          <tr>
            <th scope="col">Semaine du</th>
            <th scope="col">Inscriptions</th>
            <th scope="col">Paiements confirmés</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((w) => (
            <tr key={w.weekStart}>
              <th scope="row">{weekLabel(w.weekStart)}</th>
              <td>{formatNumber(w.enrollments)}</td>
              <td>{formatPrice(w.paymentsCdf)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Enrolments and confirmed payments per week over the last 12 weeks (beyond the spec). */
export default function AdminDashboardChart() {
  const query = useQuery(adminWeeklyQuery());
  return (
    <QueryState
      query={query}
      pending={<Skeleton className="h-[220px] w-full" />}
      error={loadFailed('Impossible de charger le graphique.', { compact: true })}
    >
      {({ weeks }) => (
        <div className="grid min-w-0 gap-2">
          <WeeklyCanvas weeks={weeks} />
          <WeeklyTable weeks={weeks} />
        </div>
      )}
    </QueryState>
  );
}

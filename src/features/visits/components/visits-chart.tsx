import { scaleLinear, scalePoint } from 'd3-scale';
import { line } from 'd3-shape';
import { useId } from 'react';
import type { DayFigures } from '../stats';
import { formatCount, shortDay } from '../format';

// Visits and unique visitors per day, drawn on the server as SVG with d3's scales and line
// generator (ADR 0019): no chart code reaches the browser. The same figures are in a table
// under it, for screen readers and for reading exact values.

const WIDTH = 720;
const HEIGHT = 240;
const MARGIN = { top: 12, right: 16, bottom: 28, left: 48 };

const SERIES = [
  { key: 'visits', label: 'Visitas', color: '#1e3a5f' },
  { key: 'visitors', label: 'Visitantes únicos', color: '#d97706' },
] as const;

/** At most about eight labels on the day axis, always the first and the last. */
function dayTicks(days: string[]): string[] {
  const step = Math.max(1, Math.ceil(days.length / 8));
  const ticks = days.filter((_, index) => index % step === 0);
  const last = days[days.length - 1];
  if (last && ticks[ticks.length - 1] !== last) {
    if (ticks.length > 1 && days.indexOf(last) - days.indexOf(ticks[ticks.length - 1]!) < step / 2)
      ticks.pop();
    ticks.push(last);
  }
  return ticks;
}

export function VisitsChart({ days }: { days: DayFigures[] }) {
  const titleId = useId();
  const descriptionId = useId();
  const labels = days.map((day) => day.day);
  const x = scalePoint<string>()
    .domain(labels)
    .range([MARGIN.left, WIDTH - MARGIN.right]);
  const highest = Math.max(1, ...days.map((day) => day.visits));
  const y = scaleLinear()
    .domain([0, highest])
    .nice(4)
    .range([HEIGHT - MARGIN.bottom, MARGIN.top]);
  const total = days.reduce((sum, day) => sum + day.visits, 0);
  const peak = days.reduce((best, day) => (day.visits > best.visits ? day : best), days[0]!);
  const summary =
    `${formatCount(total)} visitas de ${shortDay(labels[0]!)} a ${shortDay(labels[labels.length - 1]!)}` +
    (peak.visits > 0
      ? `; o dia de mais visitas foi ${shortDay(peak.day)}, com ${formatCount(peak.visits)}.`
      : '.');
  return (
    <figure className="space-y-3">
      <figcaption id={titleId} className="text-base font-semibold text-brand-900">
        Visitas e visitantes únicos por dia
      </figcaption>
      <ul className="flex flex-wrap gap-4 text-sm text-slate-700" aria-hidden="true">
        {SERIES.map((series) => (
          <li key={series.key} className="flex items-center gap-2">
            <span className="inline-block h-0.5 w-5" style={{ backgroundColor: series.color }} />
            {series.label}
          </li>
        ))}
      </ul>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        className="h-auto w-full rounded-lg border border-slate-200 bg-white"
      >
        <desc id={descriptionId}>{summary}</desc>
        {y.ticks(4).map((tick) => (
          <g key={tick}>
            <line x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y(tick)} y2={y(tick)} stroke="#e2e8f0" />
            <text x={MARGIN.left - 8} y={y(tick)} dy="0.32em" textAnchor="end" fontSize="11" fill="#475569">
              {formatCount(tick)}
            </text>
          </g>
        ))}
        {dayTicks(labels).map((day) => (
          <text key={day} x={x(day)} y={HEIGHT - 8} textAnchor="middle" fontSize="11" fill="#475569">
            {shortDay(day)}
          </text>
        ))}
        {SERIES.map((series) => {
          const path = line<DayFigures>()
            .x((day) => x(day.day) ?? 0)
            .y((day) => y(day[series.key]))(days);
          return <path key={series.key} d={path ?? ''} fill="none" stroke={series.color} strokeWidth={2} />;
        })}
        {days.length === 1 &&
          SERIES.map((series) => (
            <circle
              key={series.key}
              cx={x(labels[0]!)}
              cy={y(days[0]![series.key])}
              r={3}
              fill={series.color}
            />
          ))}
      </svg>
      <details className="text-sm">
        <summary className="cursor-pointer text-brand-800">Ver os números de cada dia</summary>
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">Visitas e visitantes únicos por dia</caption>
          <thead>
            <tr>
              <th scope="col">Dia</th>
              <th scope="col" className="text-right">
                Visitas
              </th>
              <th scope="col" className="text-right">
                Visitantes únicos
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.day}>
                <td>{shortDay(day.day)}</td>
                <td className="text-right tabular-nums">{formatCount(day.visits)}</td>
                <td className="text-right tabular-nums">{formatCount(day.visitors)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

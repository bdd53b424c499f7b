import type { AssessmentResult, Instrument } from '@kaizen/contracts';
import { useEffect, useRef } from 'react';
import dayjs from 'dayjs';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

// The design tokens the canvas needs as values (a canvas cannot read CSS custom properties).
const LINE = '#1b5e57';
const AXIS = '#525d61';
const GRID = '#e2ded4';
const HEIGHT = 240;

/**
 * Scores over time on a canvas line chart (uPlot, ~50 kB). The canvas is decoration for sighted
 * readers; the summary caption and the table beside it carry the same facts for everyone.
 */
export function TrendChart({
  instrument,
  results,
}: {
  instrument: Instrument;
  results: AssessmentResult[];
}) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const data: uPlot.AlignedData = [
      results.map((result) => Date.parse(result.completed_at) / 1000),
      results.map((result) => result.score),
    ];
    const chart = new uPlot(
      {
        width: Math.max(element.clientWidth, 240),
        height: HEIGHT,
        scales: { x: { time: true }, y: { range: [instrument.scoreMin, instrument.scoreMax] } },
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        series: [
          {},
          {
            label: `${instrument.name} score`,
            stroke: LINE,
            width: 2,
            points: { size: 9, fill: LINE, stroke: LINE },
          },
        ],
        axes: [
          {
            stroke: AXIS,
            grid: { stroke: GRID, width: 1 },
            ticks: { stroke: GRID },
            space: 90,
            values: (_chart, splits) => splits.map(dateLabel(data[0])),
          },
          { stroke: AXIS, grid: { stroke: GRID, width: 1 }, ticks: { stroke: GRID }, size: 44 },
        ],
      },
      data,
      element,
    );
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: Math.max(element.clientWidth, 240), height: HEIGHT }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [instrument, results]);

  return <div ref={container} className="trend-chart" aria-hidden="true" />;
}

const TWO_DAYS_S = 2 * 86_400;

/** Day and month for a trend over days; the time of day for results taken close together. */
const dateLabel = (times: ArrayLike<number>) => {
  const span = (times[times.length - 1] ?? 0) - (times[0] ?? 0);
  const format = span < TWO_DAYS_S ? 'hh:mm A' : 'DD MMM';
  return (seconds: number) => dayjs(seconds * 1000).format(format);
};

/** One sentence saying what the chart shows. */
export function trendSummary(instrument: Instrument, results: AssessmentResult[]): string {
  const first = results[0];
  const last = results.at(-1);
  if (!first || !last) return `No ${instrument.name} results yet.`;
  if (results.length === 1) return `One ${instrument.name} result so far: ${last.score}.`;
  const change = last.score - first.score;
  const better = instrument.higherIsBetter ? change > 0 : change < 0;
  const direction =
    change === 0 ? 'no change' : `${better ? 'better' : 'worse'} by ${Math.abs(change)}`;
  return `${results.length} ${instrument.name} results, from ${first.score} to ${last.score} (${direction}).`;
}

import type { GuestThreshold } from '@care/api-client';
import { Chart, useChart } from '@chakra-ui/charts';
import { Box } from '@chakra-ui/react';
import { useEffect } from 'react';
import {
  CartesianGrid,
  Line,
  LineChart,
  ReferenceArea,
  ReferenceLine,
  XAxis,
  YAxis,
} from 'recharts';
import type { ChartPoint } from '../chart-series';

// Two lines (blood pressure) differ by colour and by dash, never by colour alone.
const COLOURS = ['blue.solid', 'green.solid'] as const;
const DASHES = [undefined, '6 3'] as const;

/** Props of the chart (its own chunk, loaded with the tab's history). */
export interface MeasureChartProps {
  points: readonly ChartPoint[];
  /** The lines' fields, in order. */
  fields: readonly string[];
  /** The ranges in force, one a line (normal band, critical lines). */
  ranges: readonly GuestThreshold['range'][];
  /** Said to screen readers; the table beside holds the same numbers. */
  label: string;
  language: string | undefined;
  /** Called once the chart is on the page (the tab renders its forms after it). */
  onDrawn?: () => void;
}

function Ranges({ ranges }: { ranges: readonly GuestThreshold['range'][] }) {
  return ranges.flatMap((range, index) => [
    range.normalMin !== null || range.normalMax !== null ? (
      <ReferenceArea
        key={`band-${index}`}
        y1={range.normalMin ?? undefined}
        y2={range.normalMax ?? undefined}
        fill="currentColor"
        fillOpacity={0.06}
        ifOverflow="extendDomain"
      />
    ) : null,
    ...[range.criticalBelow, range.criticalAbove].map((y, side) =>
      y === null ? null : (
        <ReferenceLine
          key={`critical-${index}-${side}`}
          y={y}
          stroke="currentColor"
          strokeDasharray="4 4"
          ifOverflow="extendDomain"
        />
      ),
    ),
  ]);
}

/**
 * A measure's chart over time (several readings a day on a time axis), with the normal band and
 * the critical bounds of the guest's thresholds. Blood pressure draws two lines. An image to
 * screen readers: the table beside it is the accessible form of the same numbers.
 */
export default function MeasureChart(props: MeasureChartProps) {
  const { onDrawn } = props;
  useEffect(() => onDrawn?.(), [onDrawn]);
  const chart = useChart({
    data: [...props.points],
    series: props.fields.map((field, index) => ({
      name: field,
      color: COLOURS[index % 2],
      strokeDasharray: DASHES[index % 2],
    })),
  });
  const date = new Intl.DateTimeFormat(props.language, { day: '2-digit', month: '2-digit' });
  return (
    <Box role="img" aria-label={props.label} color="fg.muted">
      <Chart.Root maxH="sm" chart={chart}>
        {/* `responsive`: sized by Chart.Root (its width, its aspect ratio); without it recharts 3
            draws nothing, having no width and height of its own. */}
        <LineChart responsive data={chart.data} margin={{ left: 0, right: 16, top: 8, bottom: 8 }}>
          <CartesianGrid stroke={chart.color('border')} vertical={false} />
          <XAxis
            dataKey="at"
            type="number"
            scale="time"
            domain={['dataMin', 'dataMax']}
            tickFormatter={(value: number) => date.format(value)}
            stroke={chart.color('border')}
          />
          <YAxis domain={['auto', 'auto']} stroke={chart.color('border')} width={48} />
          {Ranges({ ranges: props.ranges })}
          {chart.series.map((item) => (
            <Line
              key={String(item.name)}
              dataKey={chart.key(item.name)}
              stroke={chart.color(item.color)}
              strokeWidth={2}
              strokeDasharray={item.strokeDasharray}
              // One SVG path a line: recharts draws each dot, and the pointer's active dot, as a
              // component of its own, the chart's cost at hundreds of points
              // (docs/behaviour/measurements.md#performance).
              dot={false}
              activeDot={false}
              isAnimationActive={false}
              connectNulls
            />
          ))}
        </LineChart>
      </Chart.Root>
    </Box>
  );
}

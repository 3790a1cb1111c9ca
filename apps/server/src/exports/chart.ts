/**
 * A line chart over time as a plain SVG string, for pdfmake's `svg` node (svg-to-pdfkit draws it
 * as vector paths, its texts in the document's embedded Roboto): no browser, no canvas. Any
 * module's export may draw one (docs/behaviour/exports.md#charts). Nothing here is translated or
 * formatted: the texts and the tick formatters arrive ready, in the export's language.
 *
 * What a reader gets, never by colour alone: each line has its own dash (solid, dashed, dotted)
 * and a legend entry in words; shaded bands (a grey one in a thin border, or a hatched one in a
 * dashed border: two bands that touch stay apart) are named in the legend; an out-of-range point is an outlined triangle, a critical one a filled
 * diamond, each named in the legend when the chart has one.
 */

/** A point of a line: its time (ms since the epoch) and value, and its mark when it is one. */
export interface ChartPoint {
  readonly at: number;
  readonly value: number;
  readonly mark?: 'outOfRange' | 'critical' | undefined;
}

/** A line and its name in the legend. */
export interface ChartLine {
  readonly name: string;
  readonly points: readonly ChartPoint[];
}

/** A horizontal band, from `low` to `high` (null: the plot's edge), named in the legend. */
export interface ChartBand {
  readonly low: number | null;
  readonly high: number | null;
  /** `fill`: a grey fill; `hatch`: diagonal hatching in a dashed border. */
  readonly style: 'fill' | 'hatch';
  readonly name: string;
}

/** What to draw. Sizes in pt. */
export interface LineChartSpec {
  readonly width: number;
  readonly height: number;
  /** The time axis, ms since the epoch. */
  readonly from: number;
  readonly to: number;
  /** Shown above the value axis (`mmHg`). */
  readonly unit: string;
  readonly lines: readonly ChartLine[];
  readonly bands: readonly ChartBand[];
  /** The legend's names of the marks. */
  readonly marks: { readonly outOfRange: string; readonly critical: string };
  /** A date tick's label (`14/01`) and a value tick's (`36,5`), in the export's language. */
  readonly dayLabel: (at: number) => string;
  readonly numberLabel: (value: number) => string;
}

const DAY = 86_400_000;
const FONT = 'font-family="Roboto"';
const TICK_FONT = 6.5;
const LEGEND_FONT = 7;
const LEGEND_ROW = 11;
const DASHES = ['', '5 2.5', '1.2 2'] as const;
/** Points a line may have and still show each one as a dot. */
const DOTS_UP_TO = 60;

/** `text` safe inside an SVG element or attribute. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** A number for an SVG attribute: two decimals at most. */
const n = (value: number) => String(Math.round(value * 100) / 100);

/** Between 4 and 8 round value ticks (1, 2, 2.5 or 5 × 10^k apart) covering `low`–`high`. */
export function valueTicks(low: number, high: number): number[] {
  const [min, max] =
    low === high ? [low - Math.max(1, Math.abs(low) * 0.05), high + 1] : [low, high];
  const rough = (max - min) / 5;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 2.5, 5, 10].find((factor) => factor * power >= rough) ?? 10) * power;
  const first = Math.floor(min / step) * step;
  const ticks: number[] = [];
  for (let tick = first; tick < max + step - step * 1e-9; tick += step) {
    ticks.push(Math.round(tick / step) * step);
  }
  return ticks;
}

/**
 * Midnights (UTC, the days an export's period selects) from `from` to `to`, a round number of
 * days apart, at most 11 of them.
 */
export function dayTicks(from: number, to: number): number[] {
  const days = Math.max(1, (to - from) / DAY);
  const step = [1, 2, 3, 7, 14, 30, 61, 91].find((size) => days / size <= 10) ?? 183;
  const ticks: number[] = [];
  for (let tick = Math.ceil(from / DAY) * DAY; tick <= to; tick += step * DAY) ticks.push(tick);
  return ticks;
}

/** The plot's value range: every point and every band's finite edge. */
function valueRange(spec: LineChartSpec): [number, number] {
  const values = [
    ...spec.lines.flatMap((line) => line.points.map((point) => point.value)),
    ...spec.bands.flatMap((band) => [band.low, band.high]).filter((v): v is number => v !== null),
  ];
  return [Math.min(...values), Math.max(...values)];
}

interface Plot {
  left: number;
  top: number;
  right: number;
  bottom: number;
  x: (at: number) => number;
  y: (value: number) => number;
}

/** The marks' shapes, centred on (x, y). */
function markShape(mark: 'outOfRange' | 'critical', x: number, y: number): string {
  if (mark === 'outOfRange') {
    return `<path d="M${n(x)} ${n(y - 3.6)} L${n(x + 3.2)} ${n(y + 2)} L${n(x - 3.2)} ${n(y + 2)} Z" fill="#ffffff" stroke="#000000" stroke-width="0.9"/>`;
  }
  return `<path d="M${n(x)} ${n(y - 3.6)} L${n(x + 3.2)} ${n(y)} L${n(x)} ${n(y + 3.6)} L${n(x - 3.2)} ${n(y)} Z" fill="#000000"/>`;
}

const HATCH =
  '<defs><pattern id="hatch" width="5" height="5" patternUnits="userSpaceOnUse">' +
  '<path d="M0 5 L5 0" stroke="#8c8c8c" stroke-width="0.6"/></pattern></defs>';

function bandRect(style: ChartBand['style'], x: number, y: number, w: number, h: number): string {
  const box = `x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"`;
  return style === 'fill'
    ? `<rect ${box} fill="#e6e6e6" stroke="#b4b4b4" stroke-width="0.4"/>`
    : `<rect ${box} fill="url(#hatch)" stroke="#6e6e6e" stroke-width="0.6" stroke-dasharray="3 2"/>`;
}

function drawBands(spec: LineChartSpec, plot: Plot): string {
  return spec.bands
    .map((band) => {
      const top = band.high === null ? plot.top : Math.max(plot.top, plot.y(band.high));
      const bottom = band.low === null ? plot.bottom : Math.min(plot.bottom, plot.y(band.low));
      return bandRect(band.style, plot.left, top, plot.right - plot.left, bottom - top);
    })
    .join('');
}

function drawAxes(spec: LineChartSpec, plot: Plot, values: readonly number[]): string {
  const parts: string[] = [];
  for (const value of values) {
    const y = plot.y(value);
    parts.push(
      `<path d="M${n(plot.left)} ${n(y)} L${n(plot.right)} ${n(y)}" stroke="#d0d0d0" stroke-width="0.4"/>`,
      `<text x="${n(plot.left - 3)}" y="${n(y + 2.2)}" ${FONT} font-size="${TICK_FONT}" text-anchor="end">${escapeXml(spec.numberLabel(value))}</text>`,
    );
  }
  for (const at of dayTicks(spec.from, spec.to)) {
    const x = plot.x(at);
    parts.push(
      `<path d="M${n(x)} ${n(plot.bottom)} L${n(x)} ${n(plot.bottom + 3)}" stroke="#000000" stroke-width="0.5"/>`,
      `<text x="${n(x)}" y="${n(plot.bottom + 10)}" ${FONT} font-size="${TICK_FONT}" text-anchor="middle">${escapeXml(spec.dayLabel(at))}</text>`,
    );
  }
  parts.push(
    `<path d="M${n(plot.left)} ${n(plot.top)} L${n(plot.left)} ${n(plot.bottom)} L${n(plot.right)} ${n(plot.bottom)}" fill="none" stroke="#000000" stroke-width="0.6"/>`,
    `<text x="${n(plot.left - 3)}" y="${n(plot.top - 5)}" ${FONT} font-size="${TICK_FONT}" text-anchor="end">${escapeXml(spec.unit)}</text>`,
  );
  return parts.join('');
}

function drawLine(line: ChartLine, index: number, plot: Plot): string {
  const points = [...line.points].sort((a, b) => a.at - b.at);
  const dash = DASHES[index % DASHES.length] ?? '';
  const path = points
    .map((point, at) => `${at ? 'L' : 'M'}${n(plot.x(point.at))} ${n(plot.y(point.value))}`)
    .join(' ');
  const parts = [
    `<path d="${path}" fill="none" stroke="#1a1a1a" stroke-width="1.1"${dash ? ` stroke-dasharray="${dash}"` : ''}/>`,
  ];
  for (const point of points) {
    const x = plot.x(point.at);
    const y = plot.y(point.value);
    if (point.mark) parts.push(markShape(point.mark, x, y));
    else if (points.length <= DOTS_UP_TO) {
      parts.push(`<circle cx="${n(x)}" cy="${n(y)}" r="1.3" fill="#1a1a1a"/>`);
    }
  }
  return parts.join('');
}

/** A legend entry: its sample (drawn in a 16 × 8 box at x, y) and its name. */
interface LegendEntry {
  name: string;
  sample: (x: number, y: number) => string;
}

function legendEntries(spec: LineChartSpec): LegendEntry[] {
  const entries: LegendEntry[] = spec.lines.map((line, index) => ({
    name: line.name,
    sample: (x, y) => {
      const dash = DASHES[index % DASHES.length] ?? '';
      return `<path d="M${n(x)} ${n(y + 4)} L${n(x + 16)} ${n(y + 4)}" stroke="#1a1a1a" stroke-width="1.1"${dash ? ` stroke-dasharray="${dash}"` : ''}/>`;
    },
  }));
  const bands = new Map(spec.bands.map((band) => [band.name, band.style]));
  for (const [name, style] of bands) {
    entries.push({ name, sample: (x, y) => bandRect(style, x, y, 16, 8) });
  }
  const marks = new Set(spec.lines.flatMap((line) => line.points.map((point) => point.mark)));
  for (const mark of ['outOfRange', 'critical'] as const) {
    if (marks.has(mark)) {
      entries.push({ name: spec.marks[mark], sample: (x, y) => markShape(mark, x + 8, y + 4) });
    }
  }
  return entries;
}

/** The legend's entries laid out in rows within `width`; a text's width is estimated generously. */
function layoutLegend(entries: readonly LegendEntry[], width: number) {
  const rows: { entry: LegendEntry; x: number }[][] = [[]];
  let x = 0;
  for (const entry of entries) {
    const size = 20 + entry.name.length * LEGEND_FONT * 0.56 + 12;
    if (x > 0 && x + size > width) {
      rows.push([]);
      x = 0;
    }
    rows.at(-1)?.push({ entry, x });
    x += size;
  }
  return rows;
}

function drawLegend(rows: ReturnType<typeof layoutLegend>, left: number, top: number): string {
  return rows
    .flatMap((row, index) =>
      row.map(({ entry, x }) => {
        const y = top + index * LEGEND_ROW;
        return (
          entry.sample(left + x, y) +
          `<text x="${n(left + x + 20)}" y="${n(y + 6.5)}" ${FONT} font-size="${LEGEND_FONT}">${escapeXml(entry.name)}</text>`
        );
      }),
    )
    .join('');
}

/**
 * The chart as an SVG document of `spec.width` × `spec.height` pt: the value axis with its ticks
 * and unit, the time axis with ticks on midnights, the bands, the lines with
 * their marks, and the legend under the axes. At least one line must have a point.
 */
export function lineChartSvg(spec: LineChartSpec): string {
  const legend = layoutLegend(legendEntries(spec), spec.width - 40);
  const legendHeight = legend.length * LEGEND_ROW;
  const [low, high] = valueRange(spec);
  const ticks = valueTicks(low, high);
  const [min, max] = [ticks[0] ?? low, ticks.at(-1) ?? high];
  const plot: Plot = {
    left: 36,
    top: 12,
    right: spec.width - 8,
    bottom: spec.height - 16 - legendHeight,
    x: (at) => plot.left + ((at - spec.from) / (spec.to - spec.from)) * (plot.right - plot.left),
    y: (value) => plot.bottom - ((value - min) / (max - min || 1)) * (plot.bottom - plot.top),
  };
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${n(spec.width)}" height="${n(spec.height)}" viewBox="0 0 ${n(spec.width)} ${n(spec.height)}">` +
    HATCH +
    drawBands(spec, plot) +
    drawAxes(spec, plot, ticks) +
    spec.lines.map((line, index) => drawLine(line, index, plot)).join('') +
    drawLegend(legend, plot.left, plot.bottom + 16) +
    '</svg>'
  );
}

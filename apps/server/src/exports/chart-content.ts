import type { Content } from 'pdfmake/interfaces';
import { lineChartSvg } from './chart';
import type { ExportChart, ExportPeriod } from './registry';
import { dayText, type ExportTexts } from './texts';

/**
 * The charts of an export's PDF (docs/behaviour/exports.md#charts): a guest's chart across the
 * page above the table; a group's small charts two a row, one per guest with values, above the
 * table. Every text in the export's language.
 */

const DAY = 86_400_000;
/** The page's width between the margins (A4, 40 pt each side), in pt. */
const FULL_WIDTH = 515;
const GAP = 15;

/** The terms every chart may show. */
export const CHART_KEYS = [
  'exports.chart.outOfRange',
  'exports.chart.critical',
  'exports.chart.none',
  'exports.chart.noneOf',
  'exports.chart.downsampled',
];

/** A chart of the PDF and whose it is (a group's: the guest's name; a guest's: null). */
export interface TitledChart {
  readonly title: string | null;
  readonly chart: ExportChart;
}

/** The term ids the charts name (their lines and bands), for loading the export's texts. */
export function chartTermKeys(charts: readonly TitledChart[]): string[] {
  return charts.flatMap(({ chart }) => [
    ...chart.lines.map((line) => line.name),
    ...chart.bands.map((band) => band.name),
  ]);
}

const hasPoints = (chart: ExportChart) => chart.lines.some((line) => line.points.length > 0);

/** The chart as a pdfmake node of `width` × `height` pt, with the down-sampling note under it. */
function chartNode(
  chart: ExportChart,
  period: ExportPeriod,
  texts: ExportTexts,
  size: { width: number; height: number },
): Content {
  const svg = lineChartSvg({
    ...size,
    from: Date.parse(`${period.from}T00:00:00Z`),
    to: Date.parse(`${period.to}T00:00:00Z`) + DAY,
    unit: chart.unit,
    lines: chart.lines.map((line) => ({ ...line, name: texts.t(line.name) })),
    bands: chart.bands.map((band) => ({ ...band, name: texts.t(band.name) })),
    marks: {
      outOfRange: texts.t('exports.chart.outOfRange'),
      critical: texts.t('exports.chart.critical'),
    },
    dayLabel: (at) => dayText(new Date(at).toISOString().slice(0, 10)).slice(0, 5),
    numberLabel: (value) => texts.cell(value),
  });
  const note = chart.downsampled
    ? [{ text: texts.t('exports.chart.downsampled'), fontSize: 6.5, italics: true }]
    : [];
  return { stack: [{ svg, width: size.width }, ...note], margin: [0, 0, 0, 8] };
}

/** A guest's chart across the page, or the sentence saying the period has no value to chart. */
export function guestChart(chart: ExportChart, period: ExportPeriod, texts: ExportTexts): Content {
  if (!hasPoints(chart)) {
    return { text: texts.t('exports.chart.none'), italics: true, margin: [0, 0, 0, 8] };
  }
  return chartNode(chart, period, texts, { width: FULL_WIDTH, height: 220 });
}

/**
 * A group's charts, two a row, each under its guest's name; the guests without a value to chart
 * are named in one sentence after them instead of as empty charts.
 */
export function groupCharts(
  charts: readonly TitledChart[],
  period: ExportPeriod,
  texts: ExportTexts,
): Content[] {
  const width = (FULL_WIDTH - GAP) / 2;
  const drawn = charts.filter(({ chart }) => hasPoints(chart));
  const cells = drawn.map(({ title, chart }) => ({
    stack: [
      { text: title ?? '', bold: true, fontSize: 8 },
      chartNode(chart, period, texts, { width, height: 160 }),
    ],
  }));
  const rows: Content[] = [];
  for (let index = 0; index < cells.length; index += 2) {
    rows.push({
      columns: [cells[index] ?? '', cells[index + 1] ?? { text: '' }],
      columnGap: GAP,
      unbreakable: true,
    });
  }
  const empty = charts.filter(({ chart }) => !hasPoints(chart)).map(({ title }) => title ?? '');
  if (empty.length > 0) {
    const names = empty.join(', ');
    rows.push({
      text: texts.t('exports.chart.noneOf', { names }),
      italics: true,
      margin: [0, 0, 0, 8],
    });
  }
  return rows;
}

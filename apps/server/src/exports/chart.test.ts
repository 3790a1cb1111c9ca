import { describe, expect, it } from 'vitest';
import { dayTicks, escapeXml, lineChartSvg, valueTicks, type LineChartSpec } from './chart';

const DAY = 86_400_000;
const JAN1 = Date.UTC(2026, 0, 1);

function spec(overrides: Partial<LineChartSpec> = {}): LineChartSpec {
  return {
    width: 500,
    height: 200,
    from: JAN1,
    to: JAN1 + 31 * DAY,
    unit: 'mmHg',
    lines: [
      {
        name: 'Systolic',
        points: [
          { at: JAN1 + DAY, value: 130 },
          { at: JAN1 + 5 * DAY, value: 190, mark: 'critical' },
        ],
      },
      { name: 'Diastolic', points: [{ at: JAN1 + DAY, value: 80 }] },
    ],
    bands: [{ low: 100, high: 159, style: 'fill', name: 'Normal range' }],
    marks: { outOfRange: 'Out of range', critical: 'Critical' },
    dayLabel: (at) => new Date(at).toISOString().slice(5, 10),
    numberLabel: (value) => String(value).replace('.', ','),
    ...overrides,
  };
}

/** The texts of an SVG, in document order. */
const textsOf = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);

describe('valueTicks', () => {
  it('covers the values with 4 to 8 round steps', () => {
    expect(valueTicks(78, 186)).toEqual([75, 100, 125, 150, 175, 200]);
    expect(valueTicks(36.1, 37.9)).toEqual([36, 36.5, 37, 37.5, 38]);
    const ticks = valueTicks(0.3, 0.31);
    expect(ticks[0]).toBeLessThanOrEqual(0.3);
    expect(ticks.at(-1)).toBeGreaterThanOrEqual(0.31);
  });

  it('spreads a single value around it', () => {
    const ticks = valueTicks(60, 60);
    expect(ticks[0]).toBeLessThan(60);
    expect(ticks.at(-1)).toBeGreaterThan(60);
  });
});

describe('dayTicks', () => {
  it('falls on midnights, a round number of days apart, at most 11', () => {
    expect(dayTicks(JAN1, JAN1 + 7 * DAY)).toHaveLength(8);
    const month = dayTicks(JAN1, JAN1 + 31 * DAY);
    expect(month.map((at) => (at - JAN1) / DAY)).toEqual([0, 7, 14, 21, 28]);
    expect(dayTicks(JAN1, JAN1 + 366 * DAY).length).toBeLessThanOrEqual(11);
    expect(dayTicks(JAN1 + DAY / 2, JAN1 + 3 * DAY)[0]).toBe(JAN1 + DAY);
  });
});

describe('lineChartSvg', () => {
  it('names each line, the band and the marks present, in the legend', () => {
    const svg = lineChartSvg(spec());
    const texts = textsOf(svg);
    expect(texts).toEqual(expect.arrayContaining(['Systolic', 'Diastolic', 'Normal range']));
    expect(texts).toContain('Critical');
    expect(texts).not.toContain('Out of range');
    expect(texts).toContain('mmHg');
    expect(texts).toContain('01-01');
    expect(svg).not.toMatch(/NaN|Infinity|undefined/);
  });

  it('tells the lines apart by their dash, not by colour', () => {
    const svg = lineChartSvg(spec());
    const strokes = [...svg.matchAll(/<path d="M[^"]*"[^>]*stroke="#1a1a1a"[^>]*>/g)].map(
      (m) => /stroke-dasharray="([^"]*)"/.exec(m[0])?.[1] ?? 'solid',
    );
    // Each line and its legend sample: solid, then dashed.
    expect(new Set(strokes)).toEqual(new Set(['solid', '5 2.5']));
  });

  it('marks out-of-range and critical points with shapes of their own', () => {
    const marked = lineChartSvg(
      spec({
        lines: [
          {
            name: 'Temperature',
            points: [
              { at: JAN1 + DAY, value: 36.5 },
              { at: JAN1 + 2 * DAY, value: 38, mark: 'outOfRange' },
              { at: JAN1 + 3 * DAY, value: 39.5, mark: 'critical' },
            ],
          },
        ],
      }),
    );
    // A hollow triangle and a filled diamond, each on the chart and in the legend.
    expect(marked.match(/fill="#ffffff" stroke="#000000"/g)).toHaveLength(2);
    expect(marked.match(/Z" fill="#000000"/g)).toHaveLength(2);
    expect(textsOf(marked)).toEqual(expect.arrayContaining(['Out of range', 'Critical']));
  });

  it('draws a hatched band for a guest’s own range, and runs an open band to the edge', () => {
    const svg = lineChartSvg(
      spec({
        bands: [
          { low: 94, high: null, style: 'fill', name: 'Normal range' },
          { low: 88, high: 92, style: 'hatch', name: 'Own range' },
        ],
        lines: [{ name: 'SpO2', points: [{ at: JAN1, value: 90 }] }],
      }),
    );
    expect(svg).toContain('fill="url(#hatch)"');
    expect(textsOf(svg)).toEqual(expect.arrayContaining(['Normal range', 'Own range']));
    // The open band starts at the plot's top (y 12).
    expect(svg).toMatch(/<rect x="36" y="12" [^>]*fill="#e6e6e6"/);
  });

  it('escapes the texts it is given', () => {
    expect(escapeXml('<b>"A" & B</b>')).toBe('&lt;b&gt;&quot;A&quot; &amp; B&lt;/b&gt;');
    const svg = lineChartSvg(spec({ unit: '<mmHg>' }));
    expect(svg).toContain('&lt;mmHg&gt;');
    expect(svg).not.toContain('<mmHg>');
  });

  it('wraps a long legend onto more rows and keeps the plot above it', () => {
    const long = 'A very long legend name that takes room'.repeat(2);
    const svg = lineChartSvg(
      spec({
        width: 250,
        lines: [
          { name: long, points: [{ at: JAN1, value: 1 }] },
          { name: `${long} 2`, points: [{ at: JAN1, value: 2 }] },
        ],
      }),
    );
    const ys = [
      ...svg.matchAll(/<text x="[\d.]+" y="([\d.]+)" font-family="Roboto" font-size="7">/g),
    ].map((m) => Number(m[1]));
    expect(new Set(ys).size).toBeGreaterThanOrEqual(2);
    expect(Math.max(...ys)).toBeLessThanOrEqual(200);
  });
});

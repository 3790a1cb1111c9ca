import { describe, expect, it } from 'vitest';
import { news2, news2Response, type News2Input } from './measurement-news2';

/** A round that scores 0 on every parameter, scale 1. */
const normal: News2Input = {
  respirationRate: 16,
  saturation: 97,
  oxygen: false,
  systolic: 130,
  pulse: 70,
  consciousness: 'A',
  temperature: 37,
};

const pointsOf = (change: Partial<News2Input>) => news2({ ...normal, ...change }).points;

describe('NEWS2 (RCP 2017), each parameter at each boundary', () => {
  it.each([
    [3, 3],
    [8, 3],
    [9, 1],
    [11, 1],
    [12, 0],
    [20, 0],
    [21, 2],
    [24, 2],
    [25, 3],
    [60, 3],
  ])('respiration rate %d scores %d', (respirationRate, points) => {
    expect(pointsOf({ respirationRate }).respirationRate).toBe(points);
  });

  it.each([
    [50, 3],
    [91, 3],
    [92, 2],
    [93, 2],
    [94, 1],
    [95, 1],
    [96, 0],
    [100, 0],
  ])('SpO2 scale 1 %d %% scores %d, on air or on oxygen alike', (saturation, points) => {
    expect(pointsOf({ saturation }).saturation).toBe(points);
    expect(pointsOf({ saturation, oxygen: true }).saturation).toBe(points);
  });

  it.each([
    [80, false, 3],
    [83, false, 3],
    [84, false, 2],
    [85, false, 2],
    [86, false, 1],
    [87, false, 1],
    [88, false, 0],
    [92, false, 0],
    [93, false, 0],
    [99, false, 0],
    [83, true, 3],
    [86, true, 1],
    [88, true, 0],
    [92, true, 0],
    [93, true, 1],
    [94, true, 1],
    [95, true, 2],
    [96, true, 2],
    [97, true, 3],
    [100, true, 3],
  ])('SpO2 scale 2 %d %% (oxygen: %s) scores %d', (saturation, oxygen, points) => {
    expect(pointsOf({ saturation, oxygen, scale: 2 }).saturation).toBe(points);
  });

  it('scores supplemental oxygen 2 and air 0', () => {
    expect(pointsOf({ oxygen: true }).airOrOxygen).toBe(2);
    expect(pointsOf({ oxygen: false }).airOrOxygen).toBe(0);
  });

  it.each([
    [70, 3],
    [90, 3],
    [91, 2],
    [100, 2],
    [101, 1],
    [110, 1],
    [111, 0],
    [219, 0],
    [220, 3],
  ])('systolic %d mmHg scores %d', (systolic, points) => {
    expect(pointsOf({ systolic }).systolic).toBe(points);
  });

  it.each([
    [30, 3],
    [40, 3],
    [41, 1],
    [50, 1],
    [51, 0],
    [90, 0],
    [91, 1],
    [110, 1],
    [111, 2],
    [130, 2],
    [131, 3],
  ])('pulse %d scores %d', (pulse, points) => {
    expect(pointsOf({ pulse }).pulse).toBe(points);
  });

  it.each([
    ['A', 0],
    ['C', 3],
    ['V', 3],
    ['P', 3],
    ['U', 3],
  ] as const)('consciousness %s scores %d', (consciousness, points) => {
    expect(pointsOf({ consciousness }).consciousness).toBe(points);
  });

  it.each([
    [34, 3],
    [35, 3],
    [35.1, 1],
    [36, 1],
    [36.1, 0],
    [38, 0],
    [38.1, 1],
    [39, 1],
    [39.1, 2],
    [41, 2],
  ])('temperature %d °C scores %d', (temperature, points) => {
    expect(pointsOf({ temperature }).temperature).toBe(points);
  });
});

describe('NEWS2 total and response', () => {
  it('adds the points of every parameter', () => {
    const result = news2({ ...normal, respirationRate: 22, oxygen: true, temperature: 38.5 });
    expect(result).toMatchObject({ score: 5, response: 'urgentReview', missing: [] });
  });

  it.each([
    [0, false, 'monitor'],
    [2, false, 'monitor'],
    [3, false, 'informNurse'],
    [4, false, 'informNurse'],
    [5, false, 'urgentReview'],
    [6, false, 'urgentReview'],
    [3, true, 'urgentReview'],
    [4, true, 'urgentReview'],
    [7, false, 'emergency'],
    [7, true, 'emergency'],
    [12, false, 'emergency'],
  ] as const)('a score of %d (a single 3: %s) calls for %s', (score, singleThree, response) => {
    expect(news2Response(score, singleThree)).toBe(response);
  });

  it('calls a single parameter at 3 an urgent review even with a low total', () => {
    const result = news2({ ...normal, consciousness: 'C' });
    expect(result).toMatchObject({ score: 3, singleThree: true, response: 'urgentReview' });
  });

  it('scores a normal round 0: monitor', () => {
    expect(news2(normal)).toMatchObject({ score: 0, response: 'monitor', singleThree: false });
  });
});

describe('NEWS2 with parameters missing', () => {
  it('gives no score and names the missing parameter, never a lower score', () => {
    const result = news2({ ...normal, temperature: undefined });
    expect(result.score).toBeNull();
    expect(result.response).toBeNull();
    expect(result.missing).toEqual(['temperature']);
    expect(result.points.respirationRate).toBe(0);
  });

  it('names every missing parameter in the chart’s order, null counting as missing', () => {
    const result = news2({ systolic: 85, pulse: null, oxygen: null });
    expect(result.missing).toEqual([
      'respirationRate',
      'saturation',
      'airOrOxygen',
      'pulse',
      'consciousness',
      'temperature',
    ]);
    expect(result).toMatchObject({ score: null, singleThree: true });
  });

  it('scores nothing at all for an empty round', () => {
    expect(news2({}).missing).toHaveLength(7);
  });
});

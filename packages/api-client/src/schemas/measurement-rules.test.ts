import { describe, expect, it } from 'vitest';
import { bmi, waterBalance, weightLossAlerts, type WeightPoint } from './measurement-rules';

const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString();
const weights = (...points: [number, number][]): WeightPoint[] =>
  points.map(([n, kg]) => ({ at: day(n), kg }));

describe('weight-loss alerts', () => {
  it('raise the 30-day rule at exactly 5 % and not just below', () => {
    expect(weightLossAlerts(weights([0, 80], [30, 76]))).toMatchObject([
      { percent: 5, days: 30, lossPercent: 5 },
    ]);
    expect(weightLossAlerts(weights([0, 80], [30, 76.1]))).toEqual([]);
  });

  it('look back no further than each rule’s window', () => {
    expect(weightLossAlerts(weights([0, 80], [31, 76]))).toEqual([]);
  });

  it('raise the 90-day rule at 7.5 % and the 180-day rule at 10 %', () => {
    const ninety = weightLossAlerts(weights([0, 80], [60, 77], [90, 74]));
    expect(ninety.map((alert) => alert.days)).toEqual([90]);
    expect(weightLossAlerts(weights([0, 80], [90, 74.1]))).toEqual([]);
    const all = weightLossAlerts(weights([0, 80], [170, 76], [180, 72]));
    expect(all.map((alert) => [alert.percent, alert.days])).toEqual([
      [5, 30],
      [10, 180],
    ]);
    expect(weightLossAlerts(weights([0, 80], [180, 72.1]))).toEqual([]);
  });

  it('compare the heaviest weight of the window with the latest, in any input order', () => {
    const [alert] = weightLossAlerts(weights([20, 70], [10, 72], [0, 71]));
    expect(alert).toBeUndefined();
    const [loss] = weightLossAlerts(weights([25, 66], [10, 70], [0, 69]));
    expect(loss).toMatchObject({ from: { kg: 70 }, to: { kg: 66 }, lossPercent: 5.7 });
  });

  it('need two weights, and ignore a gain', () => {
    expect(weightLossAlerts([])).toEqual([]);
    expect(weightLossAlerts(weights([0, 60]))).toEqual([]);
    expect(weightLossAlerts(weights([0, 60], [10, 66]))).toEqual([]);
  });
});

describe('BMI', () => {
  it('is kg/m² to one decimal', () => {
    expect(bmi(70, 175)).toBe(22.9);
    expect(bmi(50, 160)).toBe(19.5);
  });

  it('is null without a height', () => {
    expect(bmi(70, null)).toBeNull();
    expect(bmi(70, undefined)).toBeNull();
    expect(bmi(70, 0)).toBeNull();
  });
});

describe('water balance', () => {
  it('is intake − output per day, oldest first, with its sign', () => {
    const days = waterBalance([
      { kind: 'intake', day: '2026-01-02', ml: 500 },
      { kind: 'output', day: '2026-01-01', ml: 900 },
      { kind: 'intake', day: '2026-01-01', ml: 1200 },
      { kind: 'intake', day: '2026-01-02', ml: 300 },
      { kind: 'output', day: '2026-01-02', ml: 1000 },
      { kind: 'intake', day: '2026-01-03', ml: 400 },
      { kind: 'output', day: '2026-01-03', ml: 400 },
    ]);
    expect(days).toEqual([
      { day: '2026-01-01', intakeMl: 1200, outputMl: 900, balanceMl: 300, sign: 'positive' },
      { day: '2026-01-02', intakeMl: 800, outputMl: 1000, balanceMl: -200, sign: 'negative' },
      { day: '2026-01-03', intakeMl: 400, outputMl: 400, balanceMl: 0, sign: 'even' },
    ]);
  });

  it('has no day without an amount', () => {
    expect(waterBalance([])).toEqual([]);
    expect(waterBalance([{ kind: 'output', day: '2026-01-05', ml: 300 }])).toEqual([
      { day: '2026-01-05', intakeMl: 0, outputMl: 300, balanceMl: -300, sign: 'negative' },
    ]);
  });
});

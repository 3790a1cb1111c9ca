/** The periods of the Measurements tab: the last 7, 30 or 90 days, or a range of days. */
export type PeriodChoice = { kind: 7 | 30 | 90 } | { kind: 'range'; from: string; to: string };

const endOfDay = (day: Date) => {
  const end = new Date(day);
  end.setHours(23, 59, 59, 999);
  return end;
};

/**
 * The period's instants: from the start of its first local day to the end of its last, today's
 * end for the last days (stable all day, so a query's key does not change with the clock, and a
 * reading saved now falls inside).
 */
export function periodBounds(period: PeriodChoice, today: Date): { from: string; to: string } {
  if (period.kind === 'range') {
    return {
      from: new Date(`${period.from}T00:00:00`).toISOString(),
      to: endOfDay(new Date(`${period.to}T00:00:00`)).toISOString(),
    };
  }
  const from = new Date(today);
  from.setDate(from.getDate() - period.kind + 1);
  from.setHours(0, 0, 0, 0);
  return { from: from.toISOString(), to: endOfDay(today).toISOString() };
}

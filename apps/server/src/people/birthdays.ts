/**
 * Birthdays in a window of days (docs/behaviour/home.md#birthdays). Pure date arithmetic on
 * `YYYY-MM-DD` strings, so that "today" is the caller's calendar day, not the server's.
 */

/** A day of the window: its date and how many days from today. */
interface WindowDay {
  date: string;
  inDays: number;
}

function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/**
 * The month-days (`MM-DD`) a birthday may have to fall in the `length` days from `today`, each
 * with the day it is celebrated. A 29 February birthday is celebrated on 28 February in a year
 * without one.
 */
export function birthdayWindow(today: string, length: number): Map<string, WindowDay> {
  const window = new Map<string, WindowDay>();
  for (let inDays = 0; inDays < length; inDays += 1) {
    const date = addDays(today, inDays);
    window.set(date.slice(5), { date, inDays });
    if (date.slice(5) === '02-28' && !isLeapYear(Number(date.slice(0, 4)))) {
      window.set('02-29', { date, inDays });
    }
  }
  return window;
}

/** The age someone born on `birthDate` turns on `date` (their birthday). */
export function ageTurned(birthDate: string, date: string): number {
  return Number(date.slice(0, 4)) - Number(birthDate.slice(0, 4));
}

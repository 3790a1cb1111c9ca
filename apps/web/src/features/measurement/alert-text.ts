import type { MeasurementAlert } from '@care/api-client';
import type { TFunction } from 'i18next';

/** What an alert is about, in words of the home namespace: "Temperature 39.5", "NEWS2 7". */
export function alertText(t: TFunction, alert: MeasurementAlert): string {
  const base = 'home.widgets.criticalValues';
  if (alert.kind === 'weightLoss') return t(`${base}.weightLoss`, { value: alert.value });
  if (alert.kind === 'news2') return t(`${base}.news2`, { value: alert.value });
  const parameter = alert.parameter ? t(`${base}.parameters.${alert.parameter}`) : '';
  return `${parameter} ${alert.value}`;
}

/** The guest of an alert, as named in lists. */
export const alertGuest = (alert: MeasurementAlert) => `${alert.guest.name} ${alert.guest.surname}`;

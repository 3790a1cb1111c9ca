import type { EditableGradient, EditableGradientStop, NumberRange } from './types';

/**
 * The gradient with one more stop at 100 % (the last stop's colour), or the same gradient when it
 * has `range.max` stops already.
 */
export function addGradientStop<G extends EditableGradient>(gradient: G, range: NumberRange): G {
  const { stops } = gradient;
  if (stops.length >= range.max) return gradient;
  const color = stops[stops.length - 1]?.color ?? '#ffffff';
  return { ...gradient, stops: [...stops, { color, position: 100 }] };
}

/** The gradient without stop `index`, or the same gradient when it has only `range.min` stops. */
export function removeGradientStop<G extends EditableGradient>(
  gradient: G,
  index: number,
  range: NumberRange,
): G {
  if (gradient.stops.length <= range.min || index < 0 || index >= gradient.stops.length) {
    return gradient;
  }
  return { ...gradient, stops: gradient.stops.filter((_, i) => i !== index) };
}

/** The gradient with stop `index` changed. */
export function changeGradientStop<G extends EditableGradient>(
  gradient: G,
  index: number,
  change: Partial<EditableGradientStop>,
): G {
  return {
    ...gradient,
    stops: gradient.stops.map((stop, i) => (i === index ? { ...stop, ...change } : stop)),
  };
}

/** A font size of the theme in CSS pixels at the global size `globalSize` (16 = as given). */
export function scaledFontSize(size: number, globalSize: number): string {
  return `${Math.round(((size * globalSize) / 16) * 100) / 100}px`;
}

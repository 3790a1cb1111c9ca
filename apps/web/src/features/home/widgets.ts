import { diaryHomeWidgets } from '../diary/index';
import { documentsHomeWidgets } from '../documents/index';
import { guestsHomeWidgets } from '../guests/index';
import { measurementHomeWidgets } from '../measurement/index';
import type { HomeWidget } from './home-widget';

/**
 * Every widget of the home dashboard, in the order of the grid: what is urgent first (the diary's
 * critical events), then the work of the day (the guests), then the paperwork. A care module adds
 * its widgets here (docs/architecture.md#how-a-care-module-plugs-in).
 */
export const HOME_WIDGETS: readonly HomeWidget[] = [
  ...diaryHomeWidgets,
  ...measurementHomeWidgets,
  ...guestsHomeWidgets,
  ...documentsHomeWidgets,
];

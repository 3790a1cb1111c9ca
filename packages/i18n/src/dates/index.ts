export {
  DATE_FORMAT,
  DATE_TIME_FORMAT,
  dateFnsLocale,
  parseServerDate,
  formatDateWith,
  formatDate,
  formatDateTime,
  formatLongDate,
  type DateInput,
} from './format-date';
export { formatNumericDate } from './numeric-date';
export { useDateFormat, type DateFormatters } from './use-date-format';

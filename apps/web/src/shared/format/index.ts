export { formatTHB } from './money.ts';
export { formatNumber } from './number.ts';
export {
  buddhistYearOf,
  formatThaiDate,
  formatThaiDateTime,
  todayInBangkok,
  type DateInput,
} from './date.ts';

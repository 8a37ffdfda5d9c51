export { formatTHB } from './money.ts';
export {
  buddhistYearOf,
  formatThaiDate,
  formatThaiDateTime,
  todayInBangkok,
  type DateInput,
} from './date.ts';

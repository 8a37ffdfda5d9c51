export { formatTHB } from './money.ts';
export { formatThaiDate, formatThaiDateTime, type DateInput } from './date.ts';

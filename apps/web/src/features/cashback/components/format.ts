import { formatThaiDate } from '@/shared/format/index.ts';

const percent = new Intl.NumberFormat('th-TH', { maximumFractionDigits: 2 });

/** A rate as the rules state it: 5 → '5', 0.5 → '0.5'. */
export const formatPercent = (value: number) => percent.format(value);

/** A Bangkok date `YYYY-MM-DD` in the Buddhist era ('2026-03-09' → '9 มี.ค. 2569'). */
export const formatDay = (isoDate: string) => formatThaiDate(`${isoDate}T12:00:00+07:00`);

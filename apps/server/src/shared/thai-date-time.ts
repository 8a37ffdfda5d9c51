/**
 * How a moment is written for operators: Thai, Bangkok time (docs/BACKOFFICE.md#screens). The back office's
 * screens and the domains' operator refusals (a queue item already decided) share it.
 */
const FORMAT = new Intl.DateTimeFormat('th-TH', {
  timeZone: 'Asia/Bangkok',
  dateStyle: 'medium',
  timeStyle: 'medium',
});

export function thaiDateTime(at: Date): string {
  return FORMAT.format(at);
}

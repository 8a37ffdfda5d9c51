/** How the back office writes a moment for operators: Thai, Bangkok time (docs/BACKOFFICE.md#screens). */
const FORMAT = new Intl.DateTimeFormat('th-TH', {
  timeZone: 'Asia/Bangkok',
  dateStyle: 'medium',
  timeStyle: 'medium',
});

export function thaiDateTime(at: Date): string {
  return FORMAT.format(at);
}

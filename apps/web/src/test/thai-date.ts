import { fireEvent, screen } from '@testing-library/react';

/**
 * Chooses an ISO date (`YYYY-MM-DD`) in a ThaiDateField (shared/ui/form/thai-date-field.tsx) as a member
 * would: the day, the Thai month and the Buddhist-era year, each in its own list named after the field.
 */
export function pickThaiDate(label: string, iso: string) {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  fireEvent.change(screen.getByRole('combobox', { name: `${label} ปี (พ.ศ.)` }), {
    target: { value: String(year + 543) },
  });
  fireEvent.change(screen.getByRole('combobox', { name: `${label} เดือน` }), {
    target: { value: String(month) },
  });
  fireEvent.change(screen.getByRole('combobox', { name: `${label} วัน` }), { target: { value: String(day) } });
}

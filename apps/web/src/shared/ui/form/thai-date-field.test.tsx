import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { pickThaiDate } from '@/test/thai-date.ts';
import { ThaiDateField } from './thai-date-field.tsx';

function Field({
  initial,
  onChange,
  clearable,
}: {
  initial: string;
  onChange: (v: string) => void;
  clearable?: boolean;
}) {
  const [value, setValue] = useState(initial);
  return (
    <ThaiDateField
      label="วันที่"
      value={value}
      max="2026-11-29"
      clearable={clearable}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const list = (name: string) => screen.getByRole('combobox', { name: `วันที่ ${name}` }) as HTMLSelectElement;

describe('ThaiDateField', () => {
  it('shows an ISO date as day, Thai month name and Buddhist-era year', () => {
    render(<Field initial="2026-02-07" onChange={vi.fn()} />);
    expect(list('วัน').value).toBe('7');
    expect(list('เดือน').selectedOptions[0]!.textContent).toBe('กุมภาพันธ์');
    expect(list('ปี (พ.ศ.)').value).toBe('2569');
    expect([...list('ปี (พ.ศ.)').options].map((o) => o.value)).toEqual([
      '2569',
      '2568',
      '2567',
      '2566',
      '2565',
      '2564',
    ]);
  });

  it('gives the form a date only when it is whole, and the ISO date it is', () => {
    const onChange = vi.fn();
    render(<Field initial="" onChange={onChange} clearable />);
    fireEvent.change(list('เดือน'), { target: { value: '11' } });
    fireEvent.change(list('ปี (พ.ศ.)'), { target: { value: '2569' } });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(list('วัน'), { target: { value: '3' } });
    expect(onChange).toHaveBeenLastCalledWith('2026-11-03');
  });

  it('drops a day the new month does not have instead of moving it, and a cleared filter is any day', () => {
    const onChange = vi.fn();
    render(<Field initial="2024-01-31" onChange={onChange} clearable />);
    fireEvent.change(list('เดือน'), { target: { value: '2' } });
    expect(list('วัน').value).toBe('');
    expect(onChange).not.toHaveBeenCalled();
    pickThaiDate('วันที่', '2024-02-29');
    expect(onChange).toHaveBeenLastCalledWith('2024-02-29');
    fireEvent.change(list('วัน'), { target: { value: '' } });
    fireEvent.change(list('เดือน'), { target: { value: '' } });
    fireEvent.change(list('ปี (พ.ศ.)'), { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith('');
  });
});

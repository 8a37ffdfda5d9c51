import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog, Field } from './ui.tsx';

function Form({ onClose }: { onClose: () => void }) {
  const [a, setA] = useState('');
  const [b, setB] = useState('');
  // A new onClose on every render, as callers write it.
  return (
    <Dialog title="ฟอร์ม" onClose={() => onClose()}>
      <Field label="ช่องแรก" value={a} onChange={(e) => setA(e.target.value)} />
      <Field label="ช่องที่สอง" value={b} onChange={(e) => setB(e.target.value)} />
    </Dialog>
  );
}

describe('the dialog', () => {
  it('keeps focus in the field being typed in while its owner re-renders', () => {
    render(<Form onClose={() => undefined} />);
    expect(document.activeElement).toBe(screen.getByLabelText('ช่องแรก'));
    const second = screen.getByLabelText('ช่องที่สอง');
    second.focus();
    fireEvent.change(second, { target: { value: '1' } });
    fireEvent.change(second, { target: { value: '12' } });
    expect(document.activeElement).toBe(second);
  });

  it('closes only the innermost dialog on Escape', () => {
    function Nested() {
      const [outer, setOuter] = useState(true);
      const [inner, setInner] = useState(true);
      return outer ? (
        <Dialog title="เมนู" onClose={() => setOuter(false)}>
          <button type="button">ปุ่ม</button>
          {inner ? (
            <Dialog title="ยืนยัน" onClose={() => setInner(false)}>
              <button type="button">ตกลง</button>
            </Dialog>
          ) : null}
        </Dialog>
      ) : null;
    }
    render(<Nested />);
    // The menu behind the confirmation is inert until the confirmation closes.
    const menuLayer = screen.getByRole('dialog', { name: 'เมนู', hidden: true }).parentElement!;
    expect(menuLayer.inert).toBe(true);
    expect(document.activeElement?.textContent).toBe('ตกลง');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(menuLayer.inert).toBe(false);
    expect(screen.queryByRole('dialog', { name: 'ยืนยัน' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'เมนู' })).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'เมนู' })).toBeNull();
  });
});

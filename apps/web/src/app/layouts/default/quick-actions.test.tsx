import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { agentConfigQueryOptions } from '@/features/agent/index.ts';
import { agentConfig } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { QuickActions } from './quick-actions.tsx';

function Page() {
  return (
    <form>
      <input aria-label="เบอร์โทรศัพท์" />
      <select aria-label="ธนาคาร">
        <option>กสิกรไทย</option>
      </select>
      <input type="checkbox" aria-label="ยอมรับเงื่อนไข" />
      <QuickActions />
    </form>
  );
}

const focusOn = (label: string) => act(() => screen.getByLabelText(label).focus());

describe('QuickActions', () => {
  it('steps aside below 1280 px while a field that opens a keyboard or picker has the focus', () => {
    renderWithApp(<Page />, { seed: [[agentConfigQueryOptions().queryKey, agentConfig]] });
    const aside = screen.getByRole('complementary', { name: 'ทางลัด' });
    expect(aside.className.split(' ')).toContain('data-[field-focused=true]:max-lg:hidden');
    expect(aside.dataset.fieldFocused).toBe('false');

    focusOn('เบอร์โทรศัพท์');
    expect(aside.dataset.fieldFocused).toBe('true');
    focusOn('ธนาคาร');
    expect(aside.dataset.fieldFocused).toBe('true');
    focusOn('ยอมรับเงื่อนไข');
    expect(aside.dataset.fieldFocused).toBe('false');
    focusOn('เบอร์โทรศัพท์');
    act(() => (document.activeElement as HTMLElement).blur());
    expect(aside.dataset.fieldFocused).toBe('false');
  });

  it('holds the LINE button, which the layout places rather than the button itself', () => {
    renderWithApp(<Page />, { seed: [[agentConfigQueryOptions().queryKey, agentConfig]] });
    const line = screen.getByRole('link', { name: /LINE/ });
    expect(line.className).not.toMatch(/\bfixed\b/);
  });
});

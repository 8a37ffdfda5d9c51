import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { agentConfigQueryOptions } from '@/features/agent/index.ts';
import { agentConfig } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { th } from '@/th.ts';
import { BOOT_SHELL_ID, useRemoveBootShell } from './boot-shell.ts';
import { Header } from './layouts/default/header.tsx';

/** index.html's boot shell, parsed as the browser parses it before the script runs. */
function bootShell(): HTMLElement {
  const html = readFileSync(path.join(import.meta.dirname, '../../index.html'), 'utf8');
  const shell = new DOMParser().parseFromString(html, 'text/html').getElementById(BOOT_SHELL_ID);
  if (!shell) throw new Error(`index.html has no #${BOOT_SHELL_ID}`);
  return shell;
}

const classes = (element: Element | null) => (element?.getAttribute('class') ?? '').split(/\s+/);

describe('the boot shell in index.html', () => {
  it('is hidden from assistive technology and inert, so only the real header is ever operable', () => {
    const shell = bootShell();
    expect(shell.getAttribute('aria-hidden')).toBe('true');
    expect(shell.hasAttribute('inert')).toBe(true);
    expect(shell.querySelectorAll('a, button, input')).toHaveLength(0);
  });

  it("shows the real header's menu words in the same order", () => {
    const words = [...bootShell().querySelectorAll('li')].map((item) => item.textContent?.trim());
    expect(words).toEqual(Object.values(th.header.menu));
  });

  it("has the real header's box, rows and menu classes, so the swap does not move anything", () => {
    const shell = bootShell();
    renderWithApp(<Header />, { seed: [[agentConfigQueryOptions().queryKey, agentConfig]] });
    const nav = screen.getByRole('navigation', { name: th.header.navLabel });
    const header = nav.closest('header');
    expect(shell.querySelector('header')?.getAttribute('class')).toBe(header?.getAttribute('class'));
    // The header's bar: every class of the shell's bar is on the real one (which adds its fixed state).
    expect(classes(header?.firstElementChild ?? null)).toEqual(
      expect.arrayContaining(classes(shell.querySelector('header > div'))),
    );
    expect(shell.querySelector('ul')?.getAttribute('class')).toBe(
      nav.querySelector('ul')?.getAttribute('class'),
    );
    expect(shell.querySelector('ul')?.parentElement?.getAttribute('class')).toBe(nav.getAttribute('class'));
    const link = within(nav).getAllByRole('link')[0] ?? null;
    expect(classes(link)).toEqual(expect.arrayContaining(classes(shell.querySelector('li > span'))));
  });
});

describe('useRemoveBootShell', () => {
  it('removes the boot shell when the first page commits', () => {
    const shell = document.createElement('div');
    shell.id = BOOT_SHELL_ID;
    document.body.append(shell);
    function FirstPage() {
      useRemoveBootShell();
      return <p>หน้าแรก</p>;
    }
    render(<FirstPage />);
    expect(screen.getByText('หน้าแรก')).toBeTruthy();
    expect(document.getElementById(BOOT_SHELL_ID)).toBeNull();
  });
});

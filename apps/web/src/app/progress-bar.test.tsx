import { useQuery } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render.tsx';
import { RouterProgressBar } from './progress-bar.tsx';

function Page({ queryFn }: { queryFn: () => Promise<string> }) {
  useQuery({ queryKey: ['probe'], queryFn, retry: false });
  return <RouterProgressBar />;
}

describe('RouterProgressBar', () => {
  it('shows while data loads and disappears when it has arrived', async () => {
    let resolve: (value: string) => void = () => undefined;
    renderWithApp(<Page queryFn={() => new Promise<string>((r) => (resolve = r))} />);
    expect((await screen.findByRole('progressbar')).getAttribute('data-state')).toBe('loading');
    await act(async () => resolve('done'));
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });

  it('turns red when a query fails', async () => {
    let reject: (error: Error) => void = () => undefined;
    renderWithApp(<Page queryFn={() => new Promise<string>((_, r) => (reject = r))} />);
    await screen.findByRole('progressbar');
    await act(async () => reject(new Error('offline')));
    await waitFor(() => expect(screen.getByRole('progressbar').getAttribute('data-state')).toBe('failed'));
  });
});

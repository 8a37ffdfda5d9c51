import type { EventItem } from '@ug99/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render.tsx';
import { useSessionStore } from '@/shared/store/session-store.ts';
import { eventsQueryOptions } from '../api/get-events.ts';
import EventDialog from './event-dialog.tsx';
import { EventIcon } from './event-icon.tsx';

const events: EventItem[] = [
  { id: 1, image: '/media/event-1.svg', title: 'ทายผลบอลโลก' },
  { id: 2, image: '/media/event-2.svg', title: 'สงกรานต์แจกหนัก' },
];

const seed = (list: EventItem[]) => ({
  seed: [[eventsQueryOptions.queryKey, list]] as [readonly unknown[], unknown][],
});

beforeEach(() => useSessionStore.getState().closeModal('event'));

describe('EventIcon', () => {
  it('is absent without events', () => {
    renderWithApp(<EventIcon />, seed([]));
    expect(screen.queryByRole('button', { name: 'กิจกรรมพิเศษ' })).toBeNull();
  });

  it('turns the event flag on', () => {
    renderWithApp(<EventIcon />, seed(events));
    fireEvent.click(screen.getByRole('button', { name: 'กิจกรรมพิเศษ' }));
    expect(useSessionStore.getState().modals.event).toBe(true);
  });
});

describe('EventDialog', () => {
  it('is not shown while the flag is off', () => {
    renderWithApp(<EventDialog />, seed(events));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('titles itself with page and total and shows every event as a lazy, sized image', () => {
    useSessionStore.getState().openModal('event');
    renderWithApp(<EventDialog />, seed(events));
    const dialog = screen.getByRole('dialog', { name: 'ประกาศสำคัญ ( 1 / 2 )' });
    const images = within(dialog).getAllByRole('img');
    expect(images.map((img) => img.getAttribute('src'))).toEqual([
      '/media/event-1.svg',
      '/media/event-2.svg',
    ]);
    for (const img of images) {
      expect(img.getAttribute('loading')).toBe('lazy');
      expect(img.getAttribute('width')).toBeTruthy();
      expect(img.getAttribute('height')).toBeTruthy();
    }
  });

  it('stays open on Escape', () => {
    useSessionStore.getState().openModal('event');
    renderWithApp(<EventDialog />, seed(events));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(useSessionStore.getState().modals.event).toBe(true);
    expect(screen.getByRole('dialog')).toBeDefined();
  });

  it('stays open on a click outside', async () => {
    useSessionStore.getState().openModal('event');
    renderWithApp(<EventDialog />, seed(events));
    // Radix starts listening for outside pointers one tick after opening.
    await new Promise((resolve) => setTimeout(resolve, 10));
    fireEvent.pointerDown(document.body, { button: 0 });
    fireEvent.click(document.body);
    expect(useSessionStore.getState().modals.event).toBe(true);
    expect(screen.getByRole('dialog')).toBeDefined();
  });

  it('closes with the red round button', () => {
    useSessionStore.getState().openModal('event');
    renderWithApp(<EventDialog />, seed(events));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'ปิด' }));
    expect(useSessionStore.getState().modals.event).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('goes to the campaign page and closes when an image is clicked', () => {
    useSessionStore.getState().openModal('event');
    const { router } = renderWithApp(<EventDialog />, seed(events));
    fireEvent.click(screen.getByRole('link', { name: 'สงกรานต์แจกหนัก' }));
    expect(router.state.location.pathname).toBe('/poll/1');
    expect(useSessionStore.getState().modals.event).toBe(false);
  });
});

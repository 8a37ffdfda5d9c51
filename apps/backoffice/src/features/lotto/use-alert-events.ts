import { useQueryClient } from '@tanstack/react-query';
import type { QueueEvent } from '@ug99/contract';
import { useEffect, useState } from 'react';
import { QUEUE_EVENTS_URL } from '#bo/features/queues/api.ts';
import type { LiveState } from '#bo/features/queues/use-queue-events.ts';
import { LOTTO_KEY } from './api.ts';

/**
 * Keeps the near-cap alerts current while they are on screen (docs/BACKOFFICE.md#lotto): the back
 * office's queue events carry a `lotto_alerts` event for each threshold a number reaches, and the list
 * reloads on it; a reconnect reloads too, since events are not replayed.
 */
export function useAlertEvents(enabled: boolean): LiveState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<LiveState>(() =>
    typeof EventSource === 'undefined' ? 'offline' : 'connecting',
  );
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(QUEUE_EVENTS_URL);
    const reload = () => void queryClient.invalidateQueries({ queryKey: [...LOTTO_KEY, 'alerts'] });
    source.onopen = () => {
      setState('live');
      reload();
    };
    source.onmessage = (message: MessageEvent<string>) => {
      const event = JSON.parse(message.data) as QueueEvent;
      if (event.queue === 'lotto_alerts') reload();
    };
    source.onerror = () => setState(source.readyState === EventSource.CLOSED ? 'offline' : 'connecting');
    return () => source.close();
  }, [enabled, queryClient]);
  return state;
}

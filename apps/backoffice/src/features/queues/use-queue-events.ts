import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { QUEUE_EVENTS_URL, QUEUES_KEY } from './api.ts';

export type LiveState = 'connecting' | 'live' | 'offline';

/**
 * Keeps the queues current while they are on screen (docs/BACKOFFICE.md#queues): every event on the
 * feed means an item arrived or someone decided one, so the open queue reloads. The session is a
 * cookie, so a plain EventSource is signed in; it reconnects by itself, and a reconnect reloads too since
 * events are not replayed.
 */
export function useQueueEvents(): LiveState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<LiveState>(() =>
    typeof EventSource === 'undefined' ? 'offline' : 'connecting',
  );
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(QUEUE_EVENTS_URL);
    const reload = () => void queryClient.invalidateQueries({ queryKey: QUEUES_KEY });
    source.onopen = () => {
      setState('live');
      reload();
    };
    source.onmessage = reload;
    source.onerror = () => setState(source.readyState === EventSource.CLOSED ? 'offline' : 'connecting');
    return () => source.close();
  }, [queryClient]);
  return state;
}

import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { UI } from '@ug99/contract';
import { th } from '../th.ts';

/** Whether a query failed within the last toast duration, so the bar turns red alongside the toast. */
function useRecentQueryFailure(): boolean {
  const queryCache = useQueryClient().getQueryCache();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = queryCache.subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      setFailed(true);
      clearTimeout(timer);
      timer = setTimeout(() => setFailed(false), UI.toastMs);
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [queryCache]);
  return failed;
}

/**
 * The thin bar at the very top (docs/rules/member-site.md#other-ui): gold while a page or its data loads, red
 * on failure.
 */
export function TopProgressBar({ failed = false }: { failed?: boolean }) {
  return (
    <div
      role="progressbar"
      aria-label={failed ? th.app.loadFailed : th.app.loading}
      data-state={failed ? 'failed' : 'loading'}
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden"
    >
      <div
        className={failed ? 'h-full w-full bg-red-500' : 'progress-indeterminate h-full w-1/3 bg-gold-400'}
      />
    </div>
  );
}

/** Shows the bar while the router navigates or any query fetches. */
export function RouterProgressBar() {
  const navigating = useNavigation().state !== 'idle';
  const fetching = useIsFetching() > 0;
  const failed = useRecentQueryFailure();
  if (failed) return <TopProgressBar failed />;
  return navigating || fetching ? <TopProgressBar /> : null;
}

import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router';
import { th } from '../th.ts';
import { useRemoveBootShell } from './boot-shell.ts';
import { isChunkLoadError, reloadOnceForChunkError } from './chunk-reload.ts';
import { describeRouteError } from './error-status.ts';
import { usePageTitle } from './page-title.ts';
import { TopProgressBar } from './progress-bar.tsx';

/**
 * The route error boundary: a page that failed shows why, with a red top bar and a way home. The router
 * passes no props; a test passes its own `reloadForChunkError` instead of reloading the page.
 */
export function ErrorPage({
  reloadForChunkError = reloadOnceForChunkError,
}: {
  reloadForChunkError?: () => boolean;
}) {
  const error = useRouteError();
  const chunkFailed = isChunkLoadError(error);

  useEffect(() => {
    if (chunkFailed) reloadForChunkError();
  }, [chunkFailed, reloadForChunkError]);

  const view = describeRouteError(error);
  usePageTitle(view.status === 404 ? 'notFound' : 'error');
  return (
    <section
      aria-labelledby="error-status"
      className="mx-auto flex min-h-[50dvh] max-w-[600px] flex-col items-center justify-center gap-3 px-4 py-12 text-center"
    >
      <TopProgressBar failed />
      <h1 id="error-status" className="text-6xl font-bold text-gold-400 tabular-nums">
        {view.status}
      </h1>
      <p lang="en" className="text-2xl font-bold text-white">
        {view.title}
      </p>
      {view.message && (
        <p lang={view.messageIsEnglish ? 'en' : undefined} className="text-base text-ink-100">
          {view.message}
        </p>
      )}
      <p className="text-base text-muted">{view.hint}</p>
      <Link to="/" reloadDocument={chunkFailed} className="btn btn-gold mt-4">
        {th.errorPage.backHome}
      </Link>
    </section>
  );
}

/** For errors thrown by a layout itself, where no layout's <main> is around the page. */
export function RootErrorPage() {
  useRemoveBootShell();
  return (
    <main id="main" className="min-h-dvh">
      <ErrorPage />
    </main>
  );
}

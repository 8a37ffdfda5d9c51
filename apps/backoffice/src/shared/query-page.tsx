import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '#bo/api/client.ts';
import { Alert, Loading, PageHeader } from './ui.tsx';

/**
 * A page of one call's answer that the operator edits in place (the value caps, the VIP terms, the
 * withdrawal rules): its heading and help, what the last change did, the reason it could not be loaded,
 * and what it shows once loaded (`children`). Its dialogs go after it.
 */
export function QueryPage<T>({
  title,
  help,
  notice,
  query,
  children,
}: {
  title: string;
  help: string;
  notice: string | null;
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} />
      <p className="mb-4 max-w-3xl text-sm text-slate-700">{help}</p>
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      {query.isError ? <Alert>{errorMessage(query.error)}</Alert> : null}
      {query.isPending ? <Loading /> : null}
      {query.data ? children(query.data) : null}
    </>
  );
}

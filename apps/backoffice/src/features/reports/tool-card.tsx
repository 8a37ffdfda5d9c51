import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { errorMessage } from '#bo/api/client.ts';
import { useContractForm } from '#bo/shared/form.ts';
import { Alert, Button, Card, ConfirmDialog } from '#bo/shared/ui.tsx';

/**
 * One operator command as a card's form (docs/BACKOFFICE.md#finance-tools): the values checked with
 * `schema`, then, for a command that changes something, a confirmation that restates what it will do;
 * only then the call.
 */
export function useTool<S extends z.ZodType, V extends Record<string, string>, R>(
  schema: S,
  initial: V,
  call: (body: z.output<S>) => Promise<R>,
) {
  const form = useContractForm(schema, initial);
  const [asking, setAsking] = useState<z.output<S> | null>(null);
  const run = useMutation({ mutationFn: call, onSettled: () => setAsking(null) });
  return { form, run, asking, setAsking };
}

/** What the card needs of a tool, whatever its body `B`. */
type ToolState<B> = {
  form: { values: unknown; check: (input: unknown) => B | null };
  run: { isError: boolean; error: unknown; isPending: boolean; reset: () => void; mutate: (body: B) => void };
  asking: B | null;
  setAsking: (body: B | null) => void;
};

export function ToolCard<B>({
  tool,
  title,
  help,
  className,
  submitLabel,
  ask,
  result,
  children,
}: {
  tool: ToolState<B>;
  title: string;
  help: string;
  className?: string;
  submitLabel: string;
  /** What the confirmation says the command will do; without it the command runs at once (it reads only). */
  ask?: (body: B) => ReactNode;
  /** What the last call answered, drawn from `tool.run.data`. */
  result: ReactNode;
  children: ReactNode;
}) {
  const { form, run, asking, setAsking } = tool;
  return (
    <Card title={title} className={className}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const body = form.check(form.values);
          if (body === null) return;
          if (!ask) return run.mutate(body);
          run.reset();
          setAsking(body);
        }}
        noValidate
        className="flex flex-col gap-3"
      >
        <p className="text-sm text-slate-600">{help}</p>
        {children}
        {run.isError && !asking ? <Alert>{errorMessage(run.error)}</Alert> : null}
        {result}
        <Button type="submit" className="self-start" disabled={!ask && run.isPending}>
          {submitLabel}
        </Button>
      </form>
      {ask && asking ? (
        <ConfirmDialog
          title={title}
          message={ask(asking)}
          confirmLabel={submitLabel}
          tone="primary"
          pending={run.isPending}
          error={run.isError ? errorMessage(run.error) : null}
          onConfirm={() => run.mutate(asking)}
          onClose={() => setAsking(null)}
        />
      ) : null}
    </Card>
  );
}

/**
 * The lines a command answered, under its result: a small table with a head row, named for screen
 * readers by its caption (one row per `rows` item, its cells in the heads' order).
 */
export function ResultTable<Row>({
  caption,
  heads,
  rows,
  keyOf,
  cells,
}: {
  caption: string;
  heads: string[];
  rows: Row[];
  keyOf: (row: Row) => string | number;
  cells: (row: Row) => { text: ReactNode; className?: string }[];
}) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="bg-slate-50 text-left text-slate-600">
        <tr>
          {heads.map((head) => (
            <th key={head} scope="col" className="px-2 py-1">
              {head}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={keyOf(row)} className="border-b border-slate-100">
            {cells(row).map((cell, i) => (
              <td key={i} className={cell.className ? `px-2 py-1 ${cell.className}` : 'px-2 py-1'}>
                {cell.text}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

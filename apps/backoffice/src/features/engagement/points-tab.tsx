import { useMutation } from '@tanstack/react-query';
import { boPointsAdjustRequest, isValueRequest } from '@ug99/contract';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '#bo/api/client.ts';
import { numberOf, useContractForm } from '#bo/shared/form.ts';
import { formatCount } from '#bo/shared/format.ts';
import { Alert, Button, Card, Field, TextArea } from '#bo/shared/ui.tsx';
import { th } from '#bo/th.ts';
import { adjustPoints } from './api.ts';
import { te } from './th.ts';

const t = te.points;

/**
 * `points:adjust` for a member named by phone (docs/BACKOFFICE.md#engagement): whole points, a reason,
 * and one request id per submission so a double click or a retry never adjusts twice.
 */
export function PointsTab() {
  const form = useContractForm(boPointsAdjustRequest, { phone: '', points: '', reason: '' });
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const [done, setDone] = useState<string | null>(null);
  const adjust = useMutation({
    mutationFn: adjustPoints,
    onSuccess: (result) => {
      if (isValueRequest(result)) setDone(th.common.valueRequested(result.approval.id));
      else setDone(result.replayed ? t.replayed : t.done(formatCount(result.points)));
      // The next submission is a new adjustment.
      setRequestId(crypto.randomUUID());
      form.set('points', '');
      form.set('reason', '');
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const body = form.check({ ...form.values, points: numberOf(form.values.points), request_id: requestId });
    if (body) adjust.mutate(body);
  };
  return (
    <Card title={t.title} className="max-w-xl">
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <Field
          label={t.phone}
          inputMode="tel"
          autoComplete="off"
          value={form.values.phone}
          onChange={(e) => form.set('phone', e.target.value)}
        />
        <Field
          label={t.amount}
          inputMode="numeric"
          value={form.values.points}
          onChange={(e) => form.set('points', e.target.value)}
        />
        <TextArea
          label={t.reason}
          value={form.values.reason}
          onChange={(x) => form.set('reason', x)}
          required
        />
        {form.problem ? <Alert>{form.problem}</Alert> : null}
        {adjust.isError ? <Alert>{errorMessage(adjust.error)}</Alert> : null}
        {done ? <Alert tone="success">{done}</Alert> : null}
        <div className="flex justify-end">
          <Button type="submit" disabled={adjust.isPending}>
            {t.submit}
          </Button>
        </div>
      </form>
    </Card>
  );
}

import { useMutation } from '@tanstack/react-query';
import { isValueRequest } from '@ug99/contract';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '#bo/api/client.ts';
import { formatCount } from '#bo/shared/format.ts';
import { Alert, Button, Card, Field, TextArea } from '#bo/shared/ui.tsx';
import { th } from '#bo/th.ts';
import { adjustPoints } from './api.ts';
import { te } from './th.ts';

const t = te.points;
const PHONE = /^0\d{9}$/;
const POINTS = /^-?\d{1,8}$/;

/**
 * `points:adjust` for a member named by phone (docs/BACKOFFICE.md#engagement): whole points, a reason,
 * and one request id per submission so a double click or a retry never adjusts twice.
 */
export function PointsTab() {
  const [phone, setPhone] = useState('');
  const [points, setPoints] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const [done, setDone] = useState<string | null>(null);
  const adjust = useMutation({
    mutationFn: () =>
      adjustPoints({
        phone: phone.trim(),
        points: Number(points),
        reason: reason.trim(),
        request_id: requestId,
      }),
    onSuccess: (result) => {
      if (isValueRequest(result)) setDone(th.common.valueRequested(result.approval.id));
      else setDone(result.replayed ? t.replayed : t.done(formatCount(result.points)));
      // The next submission is a new adjustment.
      setRequestId(crypto.randomUUID());
      setPoints('');
      setReason('');
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    if (!PHONE.test(phone.trim())) return setProblem(t.badPhone);
    if (!POINTS.test(points.trim()) || Number(points) === 0) return setProblem(t.badPoints);
    if (!reason.trim()) return setProblem(th.common.reasonRequired);
    setProblem(null);
    adjust.mutate();
  };
  return (
    <Card title={t.title} className="max-w-xl">
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <Field
          label={t.phone}
          inputMode="tel"
          autoComplete="off"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
        />
        <Field
          label={t.amount}
          inputMode="numeric"
          value={points}
          onChange={(e) => setPoints(e.target.value)}
        />
        <TextArea label={t.reason} value={reason} onChange={setReason} required />
        {problem ? <Alert>{problem}</Alert> : null}
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

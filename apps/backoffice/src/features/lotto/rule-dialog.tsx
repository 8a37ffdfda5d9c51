import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BoNumberRuleRequest, LottoBetType } from '@ug99/contract';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '#bo/api/client.ts';
import { Alert, Button, Dialog, Field } from '#bo/shared/ui.tsx';
import { th } from '#bo/th.ts';
import { LOTTO_KEY, setNumberRule } from './api.ts';
import { tl } from './th.ts';

export type Action = BoNumberRuleRequest['action'];
const VALUE = /^\d+(\.\d{1,2})?$/;

/**
 * Close, reopen, reduce the rate of or cap one number of a round (docs/BACKOFFICE.md#lotto), from the
 * round's numbers or from a near-cap alert: the same call, audited as lotto:number.
 */
export function RuleDialog({
  roundId,
  betType,
  number,
  action,
  onClose,
}: {
  roundId: number;
  betType: LottoBetType;
  number: string;
  action: Action;
  onClose: (message?: string) => void;
}) {
  const queryClient = useQueryClient();
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const needsValue = action === 'rate' || action === 'cap';
  const save = useMutation({
    mutationFn: () => {
      const base = { bet_type: betType, number };
      const body: BoNumberRuleRequest =
        action === 'rate'
          ? { ...base, action, rate: Number(value) }
          : action === 'cap'
            ? { ...base, action, cap: Number(value) }
            : { ...base, action };
      return setNumberRule(roundId, body);
    },
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [...LOTTO_KEY, 'numbers', roundId] }),
        queryClient.invalidateQueries({ queryKey: [...LOTTO_KEY, 'alerts'] }),
      ]);
      onClose(`${tl.ruleSaved}: ${tl.betTypeName(betType)} ${number}`);
    },
  });
  const title = { close: tl.closeNumber, open: tl.openNumber, rate: tl.reduceRate, cap: tl.setCap }[action];
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (needsValue && (!VALUE.test(value.trim()) || Number(value) <= 0)) return setProblem(tl.badValue);
    setProblem(null);
    save.mutate();
  };
  return (
    <Dialog title={`${title} ${tl.betTypeName(betType)} ${number}`} onClose={() => onClose()}>
      <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
        <p className="text-sm text-slate-700">{tl.newRuleHint}</p>
        {needsValue ? (
          <Field
            label={action === 'rate' ? tl.rateValue : tl.capValue}
            inputMode="decimal"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            error={problem}
          />
        ) : null}
        {save.isError ? <Alert>{errorMessage(save.error)}</Alert> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button tone="secondary" onClick={() => onClose()}>
            {th.common.cancel}
          </Button>
          <Button type="submit" tone={action === 'close' ? 'danger' : 'primary'} disabled={save.isPending}>
            {tl.saveRule}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

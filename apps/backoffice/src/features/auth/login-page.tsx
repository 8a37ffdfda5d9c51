import { useMutation, useQueryClient } from '@tanstack/react-query';
import { backofficeLoginRequest, backofficeTotpRequest } from '@ug99/contract';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '#bo/api/client.ts';
import { ME_KEY } from '#bo/app/session.ts';
import { useContractForm } from '#bo/shared/form.ts';
import { Alert, Button, Field } from '#bo/shared/ui.tsx';
import { th } from '#bo/th.ts';
import { login, verifySecondFactor } from './api.ts';
import { CodeField } from './code-field.tsx';

const [byAppCode, byRecoveryCode] = backofficeTotpRequest.options;

export function AuthCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <main className="flex min-h-dvh items-start justify-center px-4 py-10 sm:items-center">
      <div className="w-full max-w-sm rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <p className="mb-1 text-sm font-bold text-sky-700">{th.appName}</p>
        <h1 className="mb-5 text-xl font-bold text-slate-900">{title}</h1>
        {children}
      </div>
    </main>
  );
}

/**
 * Two steps (docs/BACKOFFICE.md#access): the password gives a short-lived ticket, and the ticket with a
 * code from the authenticator app (or one recovery code) gives the session cookie.
 */
export function LoginPage() {
  const [ticket, setTicket] = useState<string | null>(null);
  return ticket === null ? (
    <PasswordStep onTicket={setTicket} />
  ) : (
    <SecondFactorStep ticket={ticket} onRestart={() => setTicket(null)} />
  );
}

function PasswordStep({ onTicket }: { onTicket: (ticket: string) => void }) {
  const form = useContractForm(backofficeLoginRequest, { login: '', password: '' });
  const { values, text } = form;
  const step = useMutation({ mutationFn: login, onSuccess: (data) => onTicket(data.ticket) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.check(values);
    if (body) step.mutate(body);
  };
  return (
    <AuthCard title={th.login.title}>
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <Field
          label={th.login.login}
          hint={th.login.loginHint}
          autoComplete="username"
          required
          {...text('login')}
        />
        <Field
          label={th.login.password}
          type="password"
          autoComplete="current-password"
          required
          {...text('password')}
        />
        {step.isError ? <Alert>{errorMessage(step.error)}</Alert> : null}
        <Button type="submit" disabled={step.isPending || !values.login.trim() || !values.password}>
          {th.login.submit}
        </Button>
      </form>
    </AuthCard>
  );
}

function SecondFactorStep({ ticket, onRestart }: { ticket: string; onRestart: () => void }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Back to the page the session ended on; only a path of this app, never another site.
  const next = params.get('next') ?? '/';
  const target = next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/login') ? next : '/';
  const queryClient = useQueryClient();
  const [useRecovery, setUseRecovery] = useState(false);
  // The contract's two bodies: the app's 6-digit code, or one recovery code.
  const form = useContractForm(useRecovery ? byRecoveryCode : byAppCode, { code: '' });
  const { values, errors } = form;
  const step = useMutation({
    mutationFn: verifySecondFactor,
    onSuccess: async (me) => {
      queryClient.setQueryData(ME_KEY, me);
      await navigate(target, { replace: true });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.check(
      useRecovery ? { ticket, recovery_code: values.code } : { ticket, code: values.code },
    );
    if (body) step.mutate(body);
  };
  const toggle = () => {
    setUseRecovery((v) => !v);
    form.reset();
    step.reset();
  };
  return (
    <AuthCard title={th.login.totpTitle}>
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        {useRecovery ? (
          <Field
            key="recovery"
            label={th.login.recoveryCode}
            hint={th.login.recoveryHint}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            {...form.text('code', 'recovery_code')}
          />
        ) : (
          <CodeField
            key="code"
            label={th.login.code}
            hint={th.login.totpHint}
            value={values.code}
            error={errors.code}
            onChange={(code) => form.set('code', code)}
          />
        )}
        {step.isError ? <Alert>{errorMessage(step.error)}</Alert> : null}
        <Button type="submit" disabled={step.isPending}>
          {th.login.verify}
        </Button>
        <Button tone="secondary" onClick={toggle}>
          {useRecovery ? th.login.useCode : th.login.useRecovery}
        </Button>
        <button type="button" onClick={onRestart} className="min-h-11 text-sm text-sky-700 underline">
          {th.login.back}
        </button>
      </form>
    </AuthCard>
  );
}

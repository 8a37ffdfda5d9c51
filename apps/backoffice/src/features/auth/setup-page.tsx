import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { backofficeSetupFinishRequest, OPERATOR_ROLE_NAMES } from '@ug99/contract';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { z } from 'zod';
import { errorMessage } from '#bo/api/client.ts';
import { ME_KEY } from '#bo/app/session.ts';
import { useContractForm } from '#bo/shared/form.ts';
import { Alert, Button, Field, Loading } from '#bo/shared/ui.tsx';
import { th } from '#bo/th.ts';
import { finishSetup, startSetup } from './api.ts';
import { CodeField } from './code-field.tsx';
import { AuthCard } from './login-page.tsx';

/**
 * The one-time setup link (/backoffice/setup#<token>, docs/BACKOFFICE.md#access). The token travels in
 * the fragment so it never reaches a server log or a Referer header.
 */
export function SetupPage() {
  const token = decodeURIComponent(useLocation().hash.replace(/^#/, ''));
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  if (!token) {
    return (
      <AuthCard title={th.setup.title}>
        <Alert>{th.setup.noToken}</Alert>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={recoveryCodes ? th.setup.recoveryTitle : th.setup.title}>
      {recoveryCodes ? (
        <RecoveryCodes codes={recoveryCodes} />
      ) : (
        <Enrol token={token} onDone={setRecoveryCodes} />
      )}
    </AuthCard>
  );
}

const { token: setupToken, login, password, code } = backofficeSetupFinishRequest.shape;

/**
 * The contract's setup body with the password typed twice, checked in the page's order (the passwords,
 * then whether they match, before the code) so that the one message said is the first box's problem.
 */
const enrolForm = z.object({
  token: setupToken,
  login,
  passwords: z
    .object({ password, again: z.string() })
    .refine(({ password, again }) => password === again, { error: th.setup.mismatch }),
  code,
});

function Enrol({ token, onDone }: { token: string; onDone: (codes: string[]) => void }) {
  // Starting offers a fresh secret; it is not retried so a failed link shows its message at once.
  const start = useQuery({
    queryKey: ['backoffice', 'setup', token],
    queryFn: () => startSetup(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const form = useContractForm(enrolForm, { login: '', password: '', again: '', code: '' });
  const { values, bind } = form;
  const queryClient = useQueryClient();
  // Finishing signs the operator in (the server sets the session cookie): the recovery codes come next.
  const finish = useMutation({
    mutationFn: finishSetup,
    onSuccess: (data) => {
      queryClient.setQueryData(ME_KEY, data.operator);
      onDone(data.recovery_codes);
    },
  });

  if (start.isPending) return <Loading />;
  if (start.isError) return <Alert>{errorMessage(start.error)}</Alert>;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const needsLogin = start.data.needs_login;
    const body = form.check({
      token,
      login: needsLogin ? values.login : undefined,
      passwords: { password: values.password, again: values.again },
      code: values.code,
    });
    if (!body) return;
    const { passwords, ...rest } = body;
    finish.mutate({ ...rest, password: passwords.password });
  };

  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-slate-700">
        {th.setup.forOperator(start.data.name, OPERATOR_ROLE_NAMES[start.data.role])}
      </p>
      <section className="flex flex-col gap-3">
        <h2 className="text-base font-bold">{th.setup.step1}</h2>
        <QrCode text={start.data.otpauth_uri} />
        <p className="text-sm text-slate-600">{th.setup.secret}</p>
        <code
          aria-label={th.setup.secretLabel}
          className="rounded-lg bg-slate-100 px-3 py-2 font-mono text-sm break-all select-all"
        >
          {start.data.secret}
        </code>
        <p className="text-sm text-slate-600">{th.setup.secretKept}</p>
      </section>
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <h2 className="text-base font-bold">{th.setup.step2}</h2>
        {start.data.needs_login ? (
          <Field
            label={th.login.login}
            hint={th.login.loginHint}
            autoComplete="username"
            {...bind('login')}
          />
        ) : null}
        <Field
          label={th.setup.password}
          hint={th.setup.passwordHint}
          type="password"
          autoComplete="new-password"
          {...bind('password')}
        />
        <Field
          label={th.setup.passwordAgain}
          type="password"
          autoComplete="new-password"
          {...bind('again')}
        />
        <CodeField label={th.setup.code} value={values.code} onChange={(code) => form.set('code', code)} />
        {form.problem ? <Alert>{form.problem}</Alert> : null}
        {finish.isError ? <Alert>{errorMessage(finish.error)}</Alert> : null}
        <Button type="submit" disabled={finish.isPending}>
          {th.setup.submit}
        </Button>
      </form>
    </div>
  );
}

/** The QR code drawn in the page as a data: image; the secret never leaves the browser for it. */
function QrCode({ text }: { text: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    // Only the setup page draws a QR code, so its encoder loads with it rather than with every page.
    void import('qrcode')
      .then(({ default: QRCode }) => QRCode.toDataURL(text, { margin: 1, width: 220 }))
      .then((url) => {
        if (live) setSrc(url);
      });
    return () => {
      live = false;
    };
  }, [text]);
  return src ? (
    <img src={src} alt={th.setup.qrAlt} width={220} height={220} className="self-center rounded-lg border" />
  ) : (
    <div className="h-[220px] w-[220px] self-center rounded-lg bg-slate-100" aria-hidden="true" />
  );
}

/** Shown once: the server keeps only their hashes. */
function RecoveryCodes({ codes }: { codes: string[] }) {
  const [copied, setCopied] = useState(false);
  const text = codes.join('\n');
  const copy = async () => {
    await navigator.clipboard.writeText(text);
    setCopied(true);
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'ug99-backoffice-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div className="flex flex-col gap-4">
      <Alert tone="success">{th.setup.recoveryHint}</Alert>
      <ul aria-label={th.setup.recoveryTitle} className="grid grid-cols-2 gap-2 font-mono text-sm">
        {codes.map((c) => (
          <li key={c} className="rounded bg-slate-100 px-2 py-1 text-center">
            {c}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button tone="secondary" onClick={() => void copy()}>
          {copied ? th.setup.copied : th.setup.copy}
        </Button>
        <Button tone="secondary" onClick={download}>
          {th.setup.download}
        </Button>
      </div>
      <Link
        to="/"
        className="inline-flex min-h-11 items-center justify-center rounded-lg bg-sky-700 px-4 text-sm font-bold text-white"
      >
        {th.setup.enter}
      </Link>
    </div>
  );
}

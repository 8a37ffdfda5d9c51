import type { ResetPasswordResult } from '@ug99/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { forgotTh } from '../th.ts';
import { ForgotPhoneStep } from './forgot-phone-step.tsx';
import { ForgotResetStep } from './forgot-reset-step.tsx';

type Step =
  | { name: 'phone'; phone: string }
  | { name: 'reset'; phone: string; sent: ResetPasswordResult }
  | { name: 'done' };

const STEP_NUMBER = { phone: 1, reset: 2, done: 3 } as const;

/**
 * docs/rules/accounts.md#password-reset: phone → OTP and new password → done, then the member logs in with
 * the new password.
 */
export function ForgotPassword() {
  const [step, setStep] = useState<Step>({ name: 'phone', phone: '' });
  return (
    <div className="space-y-4">
      <p className="text-base font-medium text-gold-300" aria-live="polite">
        {forgotTh.step(STEP_NUMBER[step.name])}
      </p>
      {step.name === 'phone' && (
        <ForgotPhoneStep
          defaultPhone={step.phone}
          onSent={(phone, sent) => setStep({ name: 'reset', phone, sent })}
        />
      )}
      {step.name === 'reset' && (
        <ForgotResetStep
          phone={step.phone}
          sent={step.sent}
          onDone={() => setStep({ name: 'done' })}
          onChangePhone={() => setStep({ name: 'phone', phone: step.phone })}
        />
      )}
      {step.name === 'done' && (
        <div role="status" className="space-y-4 text-center">
          <p className="text-xl font-bold text-white">{forgotTh.doneTitle}</p>
          <p className="text-base text-ink-100">{forgotTh.doneText}</p>
          <Link to="/login" className="btn btn-gold w-full">
            {forgotTh.toLogin}
          </Link>
        </div>
      )}
      {step.name !== 'done' && (
        <p className="text-center">
          <Link to="/login" className="link-gold inline-flex min-h-11 items-center px-1">
            {forgotTh.backToLogin}
          </Link>
        </p>
      )}
    </div>
  );
}

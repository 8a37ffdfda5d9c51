import { loginRequest } from '@ug99/contract';
import { authTh } from '../th.ts';
import { PhoneField } from './phone-field.tsx';
import { digitsOnly, useContractForm } from '@/shared/forms/index.ts';
import { Form, FormAlert, PasswordField, SubmitButton } from '@/shared/ui/form/index.ts';
import { useLogin } from '../api/login.ts';
import { AuthLinks, type AuthLinkProps } from './auth-links.tsx';

export interface LoginFormProps extends AuthLinkProps {
  /** Called once the member is logged in and their info is loaded. */
  onSuccess: () => void;
}

/** Phone and password; a refusal (wrong password, too many tries) shows its Thai message in the form. */
export function LoginForm({ onSuccess, ...links }: LoginFormProps) {
  const login = useLogin();
  const {
    register,
    submitWith,
    serverMessage,
    formState: { errors, isSubmitting },
  } = useContractForm(loginRequest, {
    mode: 'onTouched',
    defaultValues: { username: '', password: '' },
  });

  const onSubmit = submitWith(async (values) => {
    await login.mutateAsync(values);
    onSuccess();
  });

  return (
    <Form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={authTh.loginTitle}>
      <PhoneField error={errors.username?.message} {...register('username', { setValueAs: digitsOnly })} />
      <PasswordField
        label={authTh.password}
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <FormAlert message={serverMessage} />
      <SubmitButton pending={isSubmitting} pendingLabel={authTh.submittingLogin}>
        {authTh.submitLogin}
      </SubmitButton>
      <AuthLinks {...links} target="register" showForgot />
    </Form>
  );
}

import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { prefetchWhenIdle } from '@/hooks/use-lazy-module';
import { Field } from '@/components/form/field';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { SubmitButton } from '@/components/ui/submit-button';
import { isEmailNotConfirmed, useSignIn, type SignInInput } from '../api/sign-in';
import { lazyZodResolver } from '../lib/lazy-zod-resolver';
import { PasswordInput } from './password-input';

/** Validation by the sign-in zod schema, fetched when the browser is idle or on the first submit. */
const signInResolver = lazyZodResolver<SignInInput>(() => import('../api/sign-in-schema').then((m) => m.signInSchema));

type Props = { onForgotPassword: () => void; onUnconfirmedEmail: (email: string) => void };

export function SignInForm({ onForgotPassword, onUnconfirmedEmail }: Props) {
  const form = useForm<SignInInput>({ resolver: signInResolver, defaultValues: { email: '', password: '' } });
  const signIn = useSignIn();
  useEffect(() => prefetchWhenIdle(signInResolver.preload), []);

  const onSubmit = (values: SignInInput) =>
    signIn.mutate(values, { onError: (error) => isEmailNotConfirmed(error) && onUnconfirmedEmail(values.email) });

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4" noValidate>
        <TextField control={form.control} name="email" label="Email" type="email" autoComplete="email" placeholder="you@example.com" />
        <Field control={form.control} name="password" label="Password">
          {(field) => <PasswordInput autoComplete="current-password" {...field} />}
        </Field>
        <SubmitButton className="w-full" pending={signIn.isPending}>
          Sign In
        </SubmitButton>
        <Button type="button" variant="link" className="h-auto justify-self-center p-0" onClick={onForgotPassword}>
          Forgot your password?
        </Button>
      </form>
    </Form>
  );
}

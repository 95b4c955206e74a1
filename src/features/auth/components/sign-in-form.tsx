import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { whenIdle } from '@/hooks/use-lazy-module';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { isEmailNotConfirmed, useSignIn, type SignInInput } from '../api/sign-in';
import { lazyZodResolver } from '../lib/lazy-zod-resolver';
import { PasswordInput } from './password-input';

/** Validation by the sign-in zod schema, fetched when the browser is idle or on the first submit. */
const signInResolver = lazyZodResolver<SignInInput>(() => import('../api/sign-in-schema').then((m) => m.signInSchema));

type Props = { onForgotPassword: () => void; onUnconfirmedEmail: (email: string) => void };

export function SignInForm({ onForgotPassword, onUnconfirmedEmail }: Props) {
  const form = useForm<SignInInput>({ resolver: signInResolver, defaultValues: { email: '', password: '' } });
  const signIn = useSignIn();
  useEffect(() => whenIdle(signInResolver.preload), []);

  const onSubmit = (values: SignInInput) =>
    signIn.mutate(values, { onError: (error) => isEmailNotConfirmed(error) && onUnconfirmedEmail(values.email) });

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4" noValidate>
        <FormField
          control={form.control}
          name="email"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Email</FormLabel>
              <FormControl>
                <Input type="email" autoComplete="email" placeholder="you@example.com" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="password"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Password</FormLabel>
              <FormControl>
                <PasswordInput autoComplete="current-password" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit" className="w-full" disabled={signIn.isPending}>
          {signIn.isPending && <Spinner label="Signing in" />}
          Sign In
        </Button>
        <Button type="button" variant="link" className="h-auto justify-self-center p-0" onClick={onForgotPassword}>
          Forgot your password?
        </Button>
      </form>
    </Form>
  );
}

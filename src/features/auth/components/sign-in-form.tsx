import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { isEmailNotConfirmed, signInSchema, useSignIn, type SignInInput } from '../api/sign-in';
import { PasswordInput } from './password-input';

type Props = { onForgotPassword: () => void; onUnconfirmedEmail: (email: string) => void };

export function SignInForm({ onForgotPassword, onUnconfirmedEmail }: Props) {
  const form = useForm<SignInInput>({ resolver: zodResolver(signInSchema), defaultValues: { email: '', password: '' } });
  const signIn = useSignIn();

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

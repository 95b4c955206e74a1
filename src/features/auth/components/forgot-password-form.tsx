import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { z } from 'zod';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { useResetPassword } from '../api/reset-password';
import { AuthCardHeading } from './auth-card';

const schema = z.object({ email: z.string().trim().min(1, 'Please enter your email address') });
type Values = z.infer<typeof schema>;

export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { email: '' } });
  const reset = useResetPassword();

  const onSubmit = ({ email }: Values) =>
    reset.mutate(
      { email, redirectTo: `${window.location.origin}${paths.auth.getHref()}` },
      {
        onSuccess: () => {
          toast.success('Password Reset Email Sent', { description: 'Please check your email for password reset instructions.' });
          onBack();
        },
      },
    );

  return (
    <>
      <AuthCardHeading title="Reset Password" description="Enter your email and we'll send you a reset link." />
      <Form {...form}>
        <form onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4" noValidate>
          <FormField
            control={form.control}
            name="email"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Email</FormLabel>
                <FormControl>
                  <Input type="email" autoComplete="email" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <Button type="submit" className="w-full" disabled={reset.isPending}>
            {reset.isPending && <Spinner label="Sending" />}
            Reset Password
          </Button>
          <Button type="button" variant="link" className="h-auto justify-self-center p-0" onClick={onBack}>
            Back to Sign In
          </Button>
        </form>
      </Form>
    </>
  );
}

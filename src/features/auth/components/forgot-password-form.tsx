import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import { paths } from '@/config/paths';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { SubmitButton } from '@/components/ui/submit-button';
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
          <TextField control={form.control} name="email" label="Email" type="email" autoComplete="email" />
          <SubmitButton className="w-full" pending={reset.isPending}>
            Reset Password
          </SubmitButton>
          <Button type="button" variant="link" className="h-auto justify-self-center p-0" onClick={onBack}>
            Back to Sign In
          </Button>
        </form>
      </Form>
    </>
  );
}

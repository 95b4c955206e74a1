import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { SubmitButton } from '@/components/ui/submit-button';
import { adminResetSchema, useAdminResetPassword, type AdminResetInput } from '../api/admin-reset-password';
import { AuthCardHeading } from './auth-card';

export function AdminForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const form = useForm<AdminResetInput>({ resolver: zodResolver(adminResetSchema), defaultValues: { email: '' } });
  const reset = useAdminResetPassword();

  const onSubmit = (values: AdminResetInput) =>
    reset.mutate(values, {
      onSuccess: () => {
        toast.success('Password Reset Email Sent', { description: 'Please check your email for password reset instructions.' });
        onBack();
      },
    });

  return (
    <>
      <AuthCardHeading title="Reset Admin Password" description="We'll e-mail a reset link to your admin address." />
      <Form {...form}>
        <form onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4" noValidate>
          <TextField control={form.control} name="email" label="Admin Email" type="email" autoComplete="email" />
          <SubmitButton className="w-full" pending={reset.isPending}>
            Send Reset Link
          </SubmitButton>
          <Button type="button" variant="link" className="h-auto justify-self-center p-0" onClick={onBack}>
            Back to Sign In
          </Button>
        </form>
      </Form>
    </>
  );
}

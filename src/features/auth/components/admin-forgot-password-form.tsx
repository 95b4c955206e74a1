import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
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
          <FormField
            control={form.control}
            name="email"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Admin Email</FormLabel>
                <FormControl>
                  <Input type="email" autoComplete="email" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <Button type="submit" className="w-full" disabled={reset.isPending}>
            {reset.isPending && <Spinner label="Sending" />}
            Send Reset Link
          </Button>
          <Button type="button" variant="link" className="h-auto justify-self-center p-0" onClick={onBack}>
            Back to Sign In
          </Button>
        </form>
      </Form>
    </>
  );
}

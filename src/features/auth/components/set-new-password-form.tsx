import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import { Field } from '@/components/form/field';
import { Form } from '@/components/ui/form';
import { SubmitButton } from '@/components/ui/submit-button';
import { newPasswordSchema, useUpdatePassword, type NewPasswordInput } from '../api/update-password';
import { AuthCardHeading } from './auth-card';
import { PasswordInput } from './password-input';

const fields = [
  { name: 'password', label: 'New Password' },
  { name: 'confirmPassword', label: 'Confirm New Password' },
] as const;

/** Shown when recovery tokens arrived; `onDone` runs after the password was changed. */
export function SetNewPasswordForm({ onDone }: { onDone: () => void | Promise<void> }) {
  const form = useForm<NewPasswordInput>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const update = useUpdatePassword();

  const onSubmit = (values: NewPasswordInput) =>
    update.mutate(values, {
      // The recovery session ends first: "You can now sign in" is true when it shows.
      onSuccess: async () => {
        await onDone();
        toast.success('Password Reset Successful', { description: 'Your password has been updated. You can now sign in.' });
      },
    });

  return (
    <>
      <AuthCardHeading title="Set New Password" description="Choose a new password for your account." />
      <Form {...form}>
        <form onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4" noValidate>
          {fields.map(({ name, label }) => (
            <Field key={name} control={form.control} name={name} label={label}>
              {(field) => <PasswordInput autoComplete="new-password" {...field} />}
            </Field>
          ))}
          <SubmitButton className="w-full" pending={update.isPending}>
            Update Password
          </SubmitButton>
        </form>
      </Form>
    </>
  );
}

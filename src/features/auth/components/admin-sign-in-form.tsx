import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import type { UserType } from '@/lib/auth-context';
import { Field } from '@/components/form/field';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { SubmitButton } from '@/components/ui/submit-button';
import { adminSignInSchema, useAdminSignIn, type AdminSignInInput } from '../api/admin-sign-in';
import { AuthCardHeading } from './auth-card';
import { PasswordInput } from './password-input';

type Props = { onSignedIn: (userType: UserType | null) => void; onForgotPassword: () => void };

export function AdminSignInForm({ onSignedIn, onForgotPassword }: Props) {
  const form = useForm<AdminSignInInput>({ resolver: zodResolver(adminSignInSchema), defaultValues: { email: '', password: '' } });
  const signIn = useAdminSignIn();

  const onSubmit = (values: AdminSignInInput) =>
    signIn.mutate(values, {
      onSuccess: (userType) => {
        if (userType === 'admin_user') toast.success('Admin Sign In Successful', { description: 'Welcome to the admin console' });
        onSignedIn(userType);
      },
    });

  return (
    <>
      <AuthCardHeading title="Administrator Sign In" description="Restricted to Slot Play Tracker administrators." />
      <Form {...form}>
        <form onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4" noValidate>
          <TextField control={form.control} name="email" label="Admin Email" type="email" autoComplete="email" />
          <Field control={form.control} name="password" label="Password">
            {(field) => <PasswordInput autoComplete="current-password" {...field} />}
          </Field>
          <SubmitButton className="w-full" pending={signIn.isPending}>
            Sign In to Admin Console
          </SubmitButton>
          <Button type="button" variant="link" className="h-auto justify-self-center p-0" onClick={onForgotPassword}>
            Forgot your password?
          </Button>
        </form>
      </Form>
    </>
  );
}

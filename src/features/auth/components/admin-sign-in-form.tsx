import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import type { UserType } from '@/lib/auth-context';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
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
            Sign In to Admin Console
          </Button>
          <Button type="button" variant="link" className="h-auto justify-self-center p-0" onClick={onForgotPassword}>
            Forgot your password?
          </Button>
        </form>
      </Form>
    </>
  );
}

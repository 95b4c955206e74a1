import { useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { ACCOUNT_EXISTS, PASSWORD_MISMATCH, signUpSchema, useSignUp, type SignUpInput } from '../api/sign-up';
import { PasswordInput } from './password-input';

const defaultValues: SignUpInput = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' };

type TextField = { name: keyof SignUpInput; label: string; autoComplete: string; type?: string };
const nameFields: TextField[] = [
  { name: 'firstName', label: 'First Name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last Name', autoComplete: 'family-name' },
];
const passwordFields: TextField[] = [
  { name: 'password', label: 'Password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm Password', autoComplete: 'new-password' },
];

/** Sign-up; `onSubmitted` receives the e-mail so the page can offer 'Resend Verification Email'. */
export function SignUpForm({ onSubmitted }: { onSubmitted: (email: string) => void }) {
  const form = useForm<SignUpInput>({ resolver: zodResolver(signUpSchema), defaultValues });
  const signUp = useSignUp();

  const onValid = (values: SignUpInput) =>
    signUp.mutate(values, {
      onSuccess: (outcome) => {
        onSubmitted(values.email);
        if (outcome === 'already-exists') {
          toast.error(ACCOUNT_EXISTS.title, { description: ACCOUNT_EXISTS.description });
          return;
        }
        toast.success('Account created successfully! Please check your email to verify your account.');
        form.reset(defaultValues);
      },
    });

  const onInvalid = (errors: FieldErrors<SignUpInput>) => {
    if (errors.confirmPassword?.message === PASSWORD_MISMATCH) toast.error('Password Mismatch', { description: PASSWORD_MISMATCH });
  };

  const renderField = ({ name, label, autoComplete, type }: TextField, password = false) => (
    <FormField
      key={name}
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            {password ? <PasswordInput autoComplete={autoComplete} {...field} /> : <Input type={type} autoComplete={autoComplete} {...field} />}
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onValid, onInvalid)} className="grid gap-4" noValidate>
        <div className="grid gap-4 sm:grid-cols-2">{nameFields.map((f) => renderField(f))}</div>
        {renderField({ name: 'email', label: 'Email', autoComplete: 'email', type: 'email' })}
        {passwordFields.map((f) => renderField(f, true))}
        <Button type="submit" className="w-full" disabled={signUp.isPending}>
          {signUp.isPending && <Spinner label="Creating account" />}
          Create Account
        </Button>
      </form>
    </Form>
  );
}

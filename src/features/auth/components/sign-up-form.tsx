import { useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import { Field } from '@/components/form/field';
import { TextField } from '@/components/form/text-field';
import { Form } from '@/components/ui/form';
import { SubmitButton } from '@/components/ui/submit-button';
import { ACCOUNT_EXISTS, PASSWORD_MISMATCH, PASSWORD_RULE, signUpSchema, useSignUp, type SignUpInput } from '../api/sign-up';
import { PasswordInput } from './password-input';

const defaultValues: SignUpInput = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' };

const passwordFields = [
  { name: 'password', label: 'Password', description: PASSWORD_RULE },
  { name: 'confirmPassword', label: 'Confirm Password', description: null },
] as const;

/**
 * Sign-up; `onSubmitted` receives the e-mail so the page can offer 'Resend Verification Email', and
 * `onConfirmationSent` moves the page on to what to do next (check the inbox or enter the code).
 */
export function SignUpForm({
  onSubmitted,
  onConfirmationSent,
}: {
  onSubmitted: (email: string) => void;
  onConfirmationSent?: (email: string) => void;
}) {
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
        if (outcome === 'confirmation-sent') onConfirmationSent?.(values.email.trim());
      },
    });

  const onInvalid = (errors: FieldErrors<SignUpInput>) => {
    if (errors.confirmPassword?.message === PASSWORD_MISMATCH) toast.error('Password Mismatch', { description: PASSWORD_MISMATCH });
  };

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onValid, onInvalid)} className="grid gap-4" noValidate>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField control={form.control} name="firstName" label="First Name" autoComplete="given-name" />
          <TextField control={form.control} name="lastName" label="Last Name" autoComplete="family-name" />
        </div>
        <TextField control={form.control} name="email" label="Email" type="email" autoComplete="email" />
        {passwordFields.map(({ name, label, description }) => (
          <Field key={name} control={form.control} name={name} label={label} description={description}>
            {(field) => <PasswordInput autoComplete="new-password" {...field} />}
          </Field>
        ))}
        <SubmitButton className="w-full" pending={signUp.isPending}>
          Create Account
        </SubmitButton>
      </form>
    </Form>
  );
}

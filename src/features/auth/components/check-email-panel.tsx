import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailOpen } from 'lucide-react';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { SubmitButton } from '@/components/ui/submit-button';
import { useVerifySignupCode, verifyCodeSchema, type VerifyCodeInput } from '../api/verify-signup-code';
import { ResendVerificationButton } from './resend-verification-button';

/**
 * After sign-up: what to do next. The e-mail has a link and a 6-digit code; the code entered here confirms
 * the account and signs the player in (the auth page then goes home).
 */
export function CheckEmailPanel({ email, onBack }: { email: string; onBack: () => void }) {
  const form = useForm<VerifyCodeInput, unknown, { code: string }>({
    resolver: zodResolver(verifyCodeSchema),
    defaultValues: { code: '' },
  });
  const verify = useVerifySignupCode();

  return (
    <section aria-labelledby="check-email-title" className="grid gap-4">
      <div className="flex flex-col items-center gap-2 text-center">
        <MailOpen className="size-10 text-primary" aria-hidden />
        <h2 id="check-email-title" className="text-lg font-semibold">
          Check your email
        </h2>
        <p className="text-sm text-muted-foreground">
          We sent a confirmation e-mail to <span className="font-medium break-all text-foreground">{email}</span>. Open its link, or enter
          the 6-digit code from it here.
        </p>
      </div>
      <Form {...form}>
        <form onSubmit={form.handleSubmit(({ code }) => verify.mutate({ email, code }))} className="grid gap-3" noValidate>
          <TextField
            control={form.control}
            name="code"
            label="Code from the e-mail"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
          />
          <SubmitButton className="w-full" pending={verify.isPending}>
            Confirm and Sign In
          </SubmitButton>
        </form>
      </Form>
      <ResendVerificationButton email={email} />
      <Button variant="link" onClick={onBack}>
        Back to Sign In
      </Button>
    </section>
  );
}

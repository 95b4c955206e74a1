import { MailCheck } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useResendVerification } from '../api/resend-verification';

export function ResendVerificationButton({ email }: { email: string }) {
  const resend = useResendVerification();
  const onClick = () =>
    resend.mutate(email, { onSuccess: () => toast.success('Verification Email Sent', { description: `We sent a new link to ${email}.` }) });

  return (
    <div className="mt-4 flex flex-col items-center gap-2 rounded-md bg-secondary/60 p-3 text-center text-sm">
      <p className="text-muted-foreground">Didn&apos;t get the e-mail for {email}?</p>
      <Button variant="outline" size="sm" onClick={onClick} disabled={resend.isPending}>
        {resend.isPending ? <Spinner label="Sending" /> : <MailCheck />}
        Resend Verification Email
      </Button>
    </div>
  );
}

import type { ReactNode } from 'react';
import { Loader2 } from 'lucide-react';
import { Button, type ButtonProps } from './button';

export type PendingButtonProps = ButtonProps & {
  /** While true: a spinner, aria-busy, disabled, and presses are ignored. */
  pending?: boolean;
  /** Replaces the children while pending ('Saving...'); otherwise the spinner is added before them. */
  pendingText?: ReactNode;
};

/** A button for an action that runs a request: shows that it is running and cannot be pressed again meanwhile. */
export function PendingButton({ pending = false, pendingText, disabled, onClick, children, ...props }: PendingButtonProps) {
  return (
    <Button
      {...props}
      aria-busy={pending || undefined}
      data-pending={pending || undefined}
      disabled={disabled || pending}
      onClick={(e) => {
        if (pending) {
          e.preventDefault();
          return;
        }
        onClick?.(e);
      }}
    >
      {pending && <Loader2 aria-hidden className="animate-spin" />}
      {pending && pendingText != null ? pendingText : children}
    </Button>
  );
}

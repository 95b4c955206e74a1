import type { ReactNode } from 'react';
import { Loader2 } from 'lucide-react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from './alert-dialog';
import { buttonVariants } from './button';
import { cn } from '@/lib/utils';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel?: ReactNode;
  /** Replaces the confirm label while pending ('Deleting...'); otherwise a spinner is added. */
  pendingLabel?: ReactNode;
  cancelLabel?: ReactNode;
  destructive?: boolean;
  /**
   * The confirmed request is running. When given, Confirm keeps the dialog open (the caller closes it
   * when the request settles); while true both buttons are disabled, presses are ignored and
   * Escape or a click outside do not close it. Without it the dialog closes on Confirm.
   */
  pending?: boolean;
  /**
   * The cancel answer is the safe one to make the big button (e.g. "Keep my pause"): it is filled and in the
   * primary place (top on a phone, right on a desktop), and the confirm answer is plain.
   */
  cancelIsPrimary?: boolean;
  onConfirm(): void;
  /** More the player should know or choose before confirming, shown under the description. */
  children?: ReactNode;
}

/** A controlled yes/no confirmation (role alertdialog); use instead of window.confirm. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel = 'Delete',
  pendingLabel,
  cancelLabel = 'Cancel',
  destructive = true,
  pending,
  cancelIsPrimary = false,
  onConfirm,
  children,
}: ConfirmDialogProps) {
  const waits = pending !== undefined;
  const busy = pending === true;
  const cancel = (
    <AlertDialogCancel disabled={busy} className={cancelIsPrimary ? buttonVariants() : undefined}>
      {cancelLabel}
    </AlertDialogCancel>
  );
  return (
    <AlertDialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <AlertDialogContent aria-busy={busy || undefined}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter>
          {!cancelIsPrimary && cancel}
          <AlertDialogAction
            className={
              cancelIsPrimary
                ? cn(buttonVariants({ variant: 'outline' }), 'text-foreground')
                : destructive
                  ? buttonVariants({ variant: 'destructive' })
                  : undefined
            }
            disabled={busy}
            aria-busy={busy || undefined}
            onClick={(e) => {
              if (waits) e.preventDefault();
              if (!busy) onConfirm();
            }}
          >
            {busy && <Loader2 aria-hidden className="animate-spin" />}
            {busy && pendingLabel != null ? pendingLabel : confirmLabel}
          </AlertDialogAction>
          {cancelIsPrimary && cancel}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

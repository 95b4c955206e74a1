import { useState, type ComponentProps } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import {
  createUnsavedChangesScope,
  LEAVE_CANCEL,
  LEAVE_CONFIRM,
  LEAVE_DESCRIPTION,
  LEAVE_TITLE,
  UnsavedChangesContext,
} from '@/hooks/use-unsaved-changes';
import { cn } from '@/lib/utils';
import { ConfirmDialog } from './confirm-dialog';

/**
 * A dialog whose forms are asked before it closes: Escape, a press outside or the close button with
 * changes not saved yet opens 'Leave without saving?' instead. Closing it from code (after a save, or a
 * Cancel button that means discard) goes through the caller's own state and is never held up.
 */
export function Dialog({ onOpenChange, children, ...props }: ComponentProps<typeof DialogPrimitive.Root>) {
  const [scope] = useState(createUnsavedChangesScope);
  const [asking, setAsking] = useState(false);
  const change = (open: boolean) => {
    if (!open && scope.hasUnsavedChanges()) setAsking(true);
    else onOpenChange?.(open);
  };
  return (
    <UnsavedChangesContext.Provider value={scope}>
      <DialogPrimitive.Root onOpenChange={change} {...props}>
        {children}
      </DialogPrimitive.Root>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={LEAVE_TITLE}
        description={LEAVE_DESCRIPTION}
        confirmLabel={LEAVE_CONFIRM}
        cancelLabel={LEAVE_CANCEL}
        onConfirm={() => onOpenChange?.(false)}
      />
    </UnsavedChangesContext.Provider>
  );
}
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;
export const DialogPortal = DialogPrimitive.Portal;

export function DialogOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return <DialogPrimitive.Overlay data-slot="dialog-overlay" className={cn('fixed inset-0 z-50 bg-black/50', className)} {...props} />;
}

/** A press on a toast (its Reload, its close button) is not a press outside the dialog: the dialog stays open with its form. */
function keepOpenForToasts(event: { target: EventTarget | null; preventDefault(): void }) {
  if (event.target instanceof Element && event.target.closest('[data-sonner-toaster]')) event.preventDefault();
}

/**
 * Modal content: Radix traps focus inside and restores it on close. Toasts stay usable above it (the toaster
 * takes pointer events back from the modal): a refused save's Reload can be pressed without closing the form.
 */
export function DialogContent({ className, children, onInteractOutside, ...props }: ComponentProps<typeof DialogPrimitive.Content>) {
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid max-h-[90dvh] w-full max-w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg border bg-card p-6 shadow-lg sm:max-w-lg',
          className,
        )}
        onInteractOutside={(event) => {
          keepOpenForToasts(event);
          onInteractOutside?.(event);
        }}
        {...props}
      >
        {children}
        <DialogPrimitive.Close className="absolute top-4 right-4 rounded-xs opacity-70 transition-opacity hover:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none [&_svg]:size-4">
          <X />
          <span className="sr-only">Close</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="dialog-header" className={cn('flex flex-col gap-2 text-center sm:text-left', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="dialog-footer" className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />;
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title data-slot="dialog-title" className={cn('text-lg leading-none font-semibold', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description data-slot="dialog-description" className={cn('text-sm text-muted-foreground', className)} {...props} />
  );
}

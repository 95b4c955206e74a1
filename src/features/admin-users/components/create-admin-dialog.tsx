import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Form } from '@/components/ui/form';
import { SubmitButton } from '@/components/ui/submit-button';
import { createAdminUserInputSchema, useCreateAdminUserMutation, type CreateAdminUserInput } from '../api/create-admin-user';

interface CreateAdminDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

const EMPTY: CreateAdminUserInput = { email: '', firstName: '', lastName: '' };

/** 'Create Admin User': e-mail (required) and names; the new admin gets a set-password e-mail. */
export function CreateAdminDialog({ open, onOpenChange }: CreateAdminDialogProps) {
  const form = useForm<CreateAdminUserInput>({ resolver: zodResolver(createAdminUserInputSchema), defaultValues: EMPTY });
  const create = useCreateAdminUserMutation();

  const close = (next: boolean) => {
    if (!next) form.reset(EMPTY);
    onOpenChange(next);
  };

  const onSubmit = (values: CreateAdminUserInput) =>
    create.mutate(values, {
      onSuccess: () => {
        toast.success('Success', { description: 'Admin user created successfully. Password reset email sent.' });
        close(false);
      },
    });

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Create Admin User</DialogTitle>
          <DialogDescription>The new administrator receives an e-mail with a link to set their password.</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4" noValidate>
            <TextField
              control={form.control}
              name="email"
              label="Email *"
              type="email"
              autoComplete="off"
              placeholder="admin@example.com"
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField control={form.control} name="firstName" label="First Name" autoComplete="off" />
              <TextField control={form.control} name="lastName" label="Last Name" autoComplete="off" />
            </div>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => close(false)}>
                Cancel
              </Button>
              <SubmitButton pending={create.isPending}>Create Admin User</SubmitButton>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}

import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import { useCasinoOptions } from '@/api/get-casino-options';
import { Field } from '@/components/form/field';
import { RefusedWriteNotice } from '@/components/form/refused-write-notice';
import { CasinoField } from '@/components/form/picker-fields';
import { SelectField } from '@/components/form/select-field';
import { TextareaField, TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Form } from '@/components/ui/form';
import { SubmitButton } from '@/components/ui/submit-button';
import { useAuth } from '@/hooks/use-auth';
import { useEditBase, usePinOnEdit } from '@/hooks/use-edit-base';
import { useCreateNotificationMutation } from '../api/create-notification';
import { useUpdateNotificationMutation } from '../api/update-notification';
import { NOTIFICATION_TOASTS } from '../lib/constants';
import {
  emptyNotificationForm,
  NOTIFICATION_PRIORITIES,
  NOTIFICATION_TYPES,
  notificationFormSchema,
  PRIORITY_LABELS,
  TARGET_LABELS,
  TARGET_TYPES,
  toNotificationFormValues,
  TYPE_LABELS,
  type NotificationFormValues,
  type NotificationRow,
} from '../lib/notification-form';
import { UserMultiSelect } from './user-multi-select';
import { useRowId } from '@/hooks/use-row-id';

const TYPE_OPTIONS = NOTIFICATION_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] }));
const PRIORITY_OPTIONS = NOTIFICATION_PRIORITIES.map((value) => ({ value, label: PRIORITY_LABELS[value] }));
const TARGET_OPTIONS = TARGET_TYPES.map((value) => ({ value, label: TARGET_LABELS[value] }));

interface NotificationDialogProps {
  open: boolean;
  /** The notification being edited; null when creating. */
  editing: NotificationRow | null;
  onOpenChange(open: boolean): void;
}

/** 'Create New Notification' / 'Edit Notification'. */
export function NotificationDialog({ open, editing, onOpenChange }: NotificationDialogProps) {
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{editing ? 'Edit Notification' : 'Create New Notification'}</DialogTitle>
          <DialogDescription>Players see active notifications in the bell until they expire.</DialogDescription>
        </DialogHeader>
        {open &&
          (editing ? (
            <EditNotificationForm key={editing.id} latest={editing} onClose={close} />
          ) : (
            <NotificationForm notification={null} onClose={close} />
          ))}
      </DialogContent>
    </Dialog>
  );
}

/** Edits the latest version until changed, then the version changed (a list refresh meanwhile does not move it); Reload starts it from the latest. */
function EditNotificationForm({ latest, onClose }: { latest: NotificationRow; onClose(): void }) {
  const { base, pin, followLatest } = useEditBase(latest);
  return <NotificationForm key={base.updated_at} notification={base} onEdited={pin} onReload={followLatest} onClose={onClose} />;
}

type FormProps = { notification: NotificationRow | null; onEdited?(): void; onReload?(): void; onClose(): void };

/** The form, new for each dialog opening (a fresh id for a create) and for each version an edit moves to. */
function NotificationForm({ notification, onEdited, onReload, onClose }: FormProps) {
  const { user } = useAuth();
  const casinos = useCasinoOptions();
  const create = useCreateNotificationMutation();
  const update = useUpdateNotificationMutation({ onReload });
  const form = useForm<NotificationFormValues>({
    resolver: zodResolver(notificationFormSchema),
    defaultValues: notification ? toNotificationFormValues(notification) : emptyNotificationForm(),
  });
  usePinOnEdit(form.formState.isDirty, onEdited);
  const target = useWatch({ control: form.control, name: 'target_type' });
  const [rowId] = useRowId();

  const onSubmit = (values: NotificationFormValues) => {
    if (create.isPending || update.isPending) return;
    if (notification) {
      update.mutate(
        { id: notification.id, updatedAt: notification.updated_at, values },
        {
          onSuccess: () => {
            toast.success('Success', { description: NOTIFICATION_TOASTS.updated });
            onClose();
          },
        },
      );
    } else {
      create.mutate(
        { id: rowId, values, createdBy: user?.id ?? null },
        {
          onSuccess: () => {
            toast.success('Success', { description: NOTIFICATION_TOASTS.created });
            onClose();
          },
        },
      );
    }
  };
  const busy = create.isPending || update.isPending;

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} className="grid min-w-0 gap-4 [&>*]:min-w-0" noValidate>
        <TextField control={form.control} name="title" label="Title *" maxLength={200} />
        <TextareaField control={form.control} name="message" label="Message *" rows={3} maxLength={2000} />
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField control={form.control} name="notification_type" label="Type" options={TYPE_OPTIONS} />
          <SelectField control={form.control} name="priority" label="Priority" options={PRIORITY_OPTIONS} />
          <SelectField control={form.control} name="target_type" label="Target Audience" options={TARGET_OPTIONS} />
        </div>
        {target === 'casino_users' && (
          <CasinoField
            control={form.control}
            name="target_casino_id"
            label="Casino"
            description="Players who marked this casino as a favorite receive it."
            options={casinos.options}
            loading={casinos.isLoading}
          />
        )}
        {target === 'specific' && (
          <Field control={form.control} name="target_users" label="Users">
            {(field) => <UserMultiSelect value={field.value} onChange={field.onChange} />}
          </Field>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField control={form.control} name="action_url" label="Action URL" placeholder="/w2g/reports or https://..." />
          <TextField control={form.control} name="action_text" label="Action Text" placeholder="e.g. Learn more" />
        </div>
        <TextField
          control={form.control}
          name="expires_at"
          label="Expires At"
          type="datetime-local"
          inputClassName="w-full sm:w-64"
          description="Leave empty to keep it until it is turned off."
        />
        {notification && <RefusedWriteNotice error={update.error} onReload={update.reload} />}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <SubmitButton pending={busy}>{notification ? 'Update Notification' : 'Send Notification'}</SubmitButton>
        </DialogFooter>
      </form>
    </Form>
  );
}

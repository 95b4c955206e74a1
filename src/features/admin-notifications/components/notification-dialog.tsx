import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { useCasinoOptions } from '@/api/get-casino-options';
import { CasinoPicker } from '@/components/pickers/casino-picker';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { useAuth } from '@/hooks/use-auth';
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

interface NotificationDialogProps {
  open: boolean;
  /** The notification being edited; null when creating. */
  editing: NotificationRow | null;
  onOpenChange(open: boolean): void;
}

/** 'Create New Notification' / 'Edit Notification'. */
export function NotificationDialog({ open, editing, onOpenChange }: NotificationDialogProps) {
  const { user } = useAuth();
  const casinos = useCasinoOptions();
  const create = useCreateNotificationMutation();
  const update = useUpdateNotificationMutation();
  const form = useForm<NotificationFormValues>({ resolver: zodResolver(notificationFormSchema), defaultValues: emptyNotificationForm() });
  const target = useWatch({ control: form.control, name: 'target_type' });
  const [rowId, renewRowId] = useRowId();

  useEffect(() => {
    if (!open) return;
    form.reset(editing ? toNotificationFormValues(editing) : emptyNotificationForm());
    renewRowId();
  }, [open, editing, form, renewRowId]);

  const onSubmit = (values: NotificationFormValues) => {
    if (create.isPending || update.isPending) return;
    if (editing) {
      update.mutate(
        { id: editing.id, updatedAt: editing.updated_at, values },
        {
          onSuccess: () => {
            toast.success('Success', { description: NOTIFICATION_TOASTS.updated });
            onOpenChange(false);
          },
        },
      );
    } else {
      create.mutate(
        { id: rowId, values, createdBy: user?.id ?? null },
        {
          onSuccess: () => {
            toast.success('Success', { description: NOTIFICATION_TOASTS.created });
            onOpenChange(false);
          },
        },
      );
    }
  };
  const busy = create.isPending || update.isPending;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{editing ? 'Edit Notification' : 'Create New Notification'}</DialogTitle>
          <DialogDescription>Players see active notifications in the bell until they expire.</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(onSubmit)} className="grid min-w-0 gap-4 [&>*]:min-w-0" noValidate>
            <FormField
              control={form.control}
              name="title"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Title *</FormLabel>
                  <FormControl>
                    <Input maxLength={200} {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="message"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Message *</FormLabel>
                  <FormControl>
                    <Textarea rows={3} maxLength={2000} {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <div className="grid gap-4 sm:grid-cols-3">
              <FormField
                control={form.control}
                name="notification_type"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Type</FormLabel>
                    <Select value={field.value} onValueChange={field.onChange}>
                      <FormControl>
                        <SelectTrigger>
                          <SelectValue />
                        </SelectTrigger>
                      </FormControl>
                      <SelectContent>
                        {NOTIFICATION_TYPES.map((t) => (
                          <SelectItem key={t} value={t}>
                            {TYPE_LABELS[t]}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="priority"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Priority</FormLabel>
                    <Select value={field.value} onValueChange={field.onChange}>
                      <FormControl>
                        <SelectTrigger>
                          <SelectValue />
                        </SelectTrigger>
                      </FormControl>
                      <SelectContent>
                        {NOTIFICATION_PRIORITIES.map((p) => (
                          <SelectItem key={p} value={p}>
                            {PRIORITY_LABELS[p]}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="target_type"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Target Audience</FormLabel>
                    <Select value={field.value} onValueChange={field.onChange}>
                      <FormControl>
                        <SelectTrigger>
                          <SelectValue />
                        </SelectTrigger>
                      </FormControl>
                      <SelectContent>
                        {TARGET_TYPES.map((t) => (
                          <SelectItem key={t} value={t}>
                            {TARGET_LABELS[t]}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                    <FormMessage />
                  </FormItem>
                )}
              />
            </div>
            {target === 'casino_users' && (
              <FormField
                control={form.control}
                name="target_casino_id"
                render={({ field, fieldState }) => (
                  <FormItem>
                    <FormLabel>Casino</FormLabel>
                    <FormControl>
                      <CasinoPicker
                        options={casinos.options}
                        value={field.value || null}
                        onChange={(id) => field.onChange(id ?? '')}
                        placeholder={casinos.isLoading ? 'Loading casinos...' : 'Select a casino'}
                        aria-invalid={!!fieldState.error}
                      />
                    </FormControl>
                    <FormDescription>Players who marked this casino as a favorite receive it.</FormDescription>
                    <FormMessage />
                  </FormItem>
                )}
              />
            )}
            {target === 'specific' && (
              <FormField
                control={form.control}
                name="target_users"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Users</FormLabel>
                    <FormControl>
                      <UserMultiSelect value={field.value} onChange={field.onChange} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
            )}
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                control={form.control}
                name="action_url"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Action URL</FormLabel>
                    <FormControl>
                      <Input placeholder="/w2g/reports or https://..." {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="action_text"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Action Text</FormLabel>
                    <FormControl>
                      <Input placeholder="e.g. Learn more" {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
            </div>
            <FormField
              control={form.control}
              name="expires_at"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Expires At</FormLabel>
                  <FormControl>
                    <Input type="datetime-local" className="w-full sm:w-64" {...field} />
                  </FormControl>
                  <FormDescription>Leave empty to keep it until it is turned off.</FormDescription>
                  <FormMessage />
                </FormItem>
              )}
            />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={busy}>
                {busy && <Spinner label="Saving" />}
                {editing ? 'Update Notification' : 'Send Notification'}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}

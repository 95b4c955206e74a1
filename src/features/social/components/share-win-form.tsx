import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { X } from 'lucide-react';
import { SwitchField } from '@/components/form/choice-fields';
import { Field } from '@/components/form/field';
import { SelectField } from '@/components/form/select-field';
import { TextareaField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { Form, FormControl } from '@/components/ui/form';
import { SubmitButton } from '@/components/ui/submit-button';
import { CasinoPicker } from '@/components/pickers/casino-picker';
import { useCasinoOptions } from '@/api/get-casino-options';
import { paths } from '@/config/paths';
import { useAuth } from '@/hooks/use-auth';
import { useRowId } from '@/hooks/use-row-id';
import { formatDate } from '@/lib/dates';
import { formatCurrency } from '@/lib/money';
import { createPostSchema, useCreatePost, type CreatePostInput } from '../api/create-post';
import { useJackpotOptions } from '../api/get-jackpot-options';
import { CAPTION_MAX } from '../lib/caption';
import { ImageField } from './image-field';

const DEFAULTS: CreatePostInput = { caption: '', casinoId: null, jackpotId: null, isPublic: true, image: null };

/** Share a Win: caption, casino, linked W2G jackpot, visibility and an image. */
export function ShareWinForm() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const form = useForm<CreatePostInput>({ resolver: zodResolver(createPostSchema), defaultValues: DEFAULTS });
  const create = useCreatePost();
  const casinos = useCasinoOptions();
  const jackpots = useJackpotOptions(user?.id ?? null);
  const isPublic = useWatch({ control: form.control, name: 'isPublic' });
  const busy = create.isPending;
  const [rowId, renewRowId] = useRowId();

  const onSubmit = form.handleSubmit(
    (values) =>
      !busy &&
      create.mutate(
        { ...values, id: rowId },
        {
          onSuccess: (postId) => {
            toast.success('Posted', { description: 'Your post is now live.' });
            form.reset(DEFAULTS);
            renewRowId();
            navigate(paths.postDetail.getHref(postId));
          },
        },
      ),
  );

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} className="space-y-5" noValidate>
        <TextareaField
          control={form.control}
          name="caption"
          label="Caption"
          rows={4}
          maxLength={CAPTION_MAX}
          placeholder="Tell everyone about your win..."
          disabled={busy}
          showCount
        />

        <Field control={form.control} name="casinoId" label="Casino (optional)" asControl={false}>
          {(field) => (
            <div className="flex gap-2">
              <div className="min-w-0 flex-1">
                <FormControl>
                  <CasinoPicker
                    options={casinos.options}
                    value={field.value}
                    onChange={field.onChange}
                    placeholder={casinos.isLoading ? 'Loading casinos...' : 'Select a casino'}
                    disabled={busy}
                  />
                </FormControl>
              </div>
              {field.value && (
                <Button variant="ghost" size="icon" aria-label="Clear casino" onClick={() => field.onChange(null)} disabled={busy}>
                  <X />
                </Button>
              )}
            </div>
          )}
        </Field>

        <SelectField
          control={form.control}
          name="jackpotId"
          label="W2G jackpot (optional)"
          none={{
            value: null,
            label: jackpots.isLoading ? 'Loading jackpots...' : jackpots.data?.length ? 'No linked jackpot' : 'No W2G jackpots recorded',
          }}
          options={(jackpots.data ?? []).map((j) => ({
            value: j.id,
            label: `${formatDate(j.jackpot_date)} — ${formatCurrency(j.amount)}`,
          }))}
          disabled={busy || !jackpots.data?.length}
          contentClassName="max-h-72"
        />

        <SwitchField
          control={form.control}
          name="isPublic"
          label="Public"
          description={isPublic ? 'Visible to everyone' : 'Only you can see this'}
          className="px-4 py-3"
          disabled={busy}
        />

        <Field control={form.control} name="image" label="Image (optional)">
          {(field) => (
            <ImageField
              value={field.value}
              onChange={field.onChange}
              disabled={busy}
              onInvalid={(message) => (message ? form.setError('image', { type: 'validate', message }) : form.clearErrors('image'))}
            />
          )}
        </Field>

        <SubmitButton className="w-full sm:w-auto" pending={busy} pendingText="Posting...">
          Post
        </SubmitButton>
      </form>
    </Form>
  );
}

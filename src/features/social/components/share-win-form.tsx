import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
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

const NO_JACKPOT = 'none';
const DEFAULTS: CreatePostInput = { caption: '', casinoId: null, jackpotId: null, isPublic: true, image: null };

/** Share a Win: caption, casino, linked W2G jackpot, visibility and an image. */
export function ShareWinForm() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const form = useForm<CreatePostInput>({ resolver: zodResolver(createPostSchema), defaultValues: DEFAULTS });
  const create = useCreatePost();
  const casinos = useCasinoOptions();
  const jackpots = useJackpotOptions(user?.id ?? null);
  const casinoFieldId = useId();
  const caption = useWatch({ control: form.control, name: 'caption' });
  const busy = create.isPending;
  const [rowId, renewRowId] = useRowId();

  const onSubmit = form.handleSubmit((values) =>
    !busy &&
    create.mutate({ ...values, id: rowId }, {
      onSuccess: (postId) => {
        toast.success('Posted', { description: 'Your post is now live.' });
        form.reset(DEFAULTS);
        renewRowId();
        navigate(paths.postDetail.getHref(postId));
      },
    }),
  );

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} className="space-y-5" noValidate>
        <FormField
          control={form.control}
          name="caption"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Caption</FormLabel>
              <FormControl>
                <Textarea {...field} rows={4} maxLength={CAPTION_MAX} placeholder="Tell everyone about your win..." disabled={busy} />
              </FormControl>
              <p className="text-right text-xs text-muted-foreground tabular-nums">
                {caption.length}/{CAPTION_MAX}
              </p>
              <FormMessage />
            </FormItem>
          )}
        />

        <FormField
          control={form.control}
          name="casinoId"
          render={({ field }) => (
            <FormItem>
              <FormLabel htmlFor={casinoFieldId}>Casino (optional)</FormLabel>
              <div className="flex gap-2">
                <div className="min-w-0 flex-1">
                  <CasinoPicker
                    id={casinoFieldId}
                    options={casinos.options}
                    value={field.value}
                    onChange={field.onChange}
                    placeholder={casinos.isLoading ? 'Loading casinos...' : 'Select a casino'}
                    disabled={busy}
                  />
                </div>
                {field.value && (
                  <Button variant="ghost" size="icon" aria-label="Clear casino" onClick={() => field.onChange(null)} disabled={busy}>
                    <X />
                  </Button>
                )}
              </div>
              <FormMessage />
            </FormItem>
          )}
        />

        <FormField
          control={form.control}
          name="jackpotId"
          render={({ field }) => (
            <FormItem>
              <FormLabel>W2G jackpot (optional)</FormLabel>
              <Select
                value={field.value ?? NO_JACKPOT}
                onValueChange={(v) => field.onChange(v === NO_JACKPOT ? null : v)}
                disabled={busy || !jackpots.data?.length}
              >
                <FormControl>
                  <SelectTrigger>
                    <SelectValue />
                  </SelectTrigger>
                </FormControl>
                <SelectContent className="max-h-72">
                  <SelectItem value={NO_JACKPOT}>
                    {jackpots.isLoading ? 'Loading jackpots...' : jackpots.data?.length ? 'No linked jackpot' : 'No W2G jackpots recorded'}
                  </SelectItem>
                  {jackpots.data?.map((j) => (
                    <SelectItem key={j.id} value={j.id}>
                      {formatDate(j.jackpot_date)} — {formatCurrency(j.amount)}
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
          name="isPublic"
          render={({ field }) => (
            <FormItem className="flex items-center justify-between gap-4 rounded-lg border px-4 py-3">
              <div className="grid gap-1">
                <FormLabel>Public</FormLabel>
                <FormDescription>{field.value ? 'Visible to everyone' : 'Only you can see this'}</FormDescription>
              </div>
              <FormControl>
                <Switch checked={field.value} onCheckedChange={field.onChange} disabled={busy} />
              </FormControl>
            </FormItem>
          )}
        />

        <FormField
          control={form.control}
          name="image"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Image (optional)</FormLabel>
              <FormControl>
                <ImageField
                  value={field.value}
                  onChange={field.onChange}
                  disabled={busy}
                  onInvalid={(message) =>
                    message ? form.setError('image', { type: 'validate', message }) : form.clearErrors('image')
                  }
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />

        <Button type="submit" className="w-full sm:w-auto" disabled={busy}>
          {busy ? 'Posting...' : 'Post'}
        </Button>
      </form>
    </Form>
  );
}

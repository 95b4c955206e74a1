import { useId, useState, type FormEvent } from 'react';
import { UserRound } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { DEFAULT_NICKNAME, displayNameSchema, useMyDisplayName, useSetFirstDisplayName } from '../api/display-name';

/**
 * Before the first post: a player with no display name is told their post goes out as "Player" (the spec's
 * default, kept if they leave it) and offered to choose a name here. With a name, it says whose name posts carry.
 */
export function DisplayNameOffer() {
  const id = useId();
  const name = useMyDisplayName();
  const save = useSetFirstDisplayName();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (name.isPending || name.isError) return null;
  if (name.data) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <UserRound className="size-4" aria-hidden />
        Posting as <span className="font-medium text-foreground">{name.data}</span>
      </p>
    );
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = displayNameSchema.safeParse(value);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Enter a display name');
    setError(null);
    save.mutate(parsed.data, { onSuccess: () => toast.success('Saved', { description: 'Your profile was updated.' }) });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="grid gap-2 rounded-lg border border-primary/30 bg-primary/5 p-3"
    >
      <p id={`${id}-title`} className="flex items-center gap-2 text-sm font-medium">
        <UserRound className="size-4 text-primary" aria-hidden />
        Your posts show the name “{DEFAULT_NICKNAME}”. Choose a display name?
      </p>
      <div className="flex flex-wrap items-start gap-2">
        <div className="grid min-w-0 flex-1 gap-1">
          <label htmlFor={`${id}-name`} className="sr-only">
            Display name
          </label>
          <Input
            id={`${id}-name`}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            maxLength={50}
            autoComplete="nickname"
            placeholder="Display name"
            aria-invalid={!!error}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          {error && (
            <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
        </div>
        <Button type="submit" variant="outline" disabled={save.isPending}>
          Use this name
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">Or post as “{DEFAULT_NICKNAME}”. You can change it any time in Account.</p>
    </form>
  );
}

import { formatDateTime } from '@/lib/dates';
import { authorName } from '../lib/author';

/** Avatar initial, nickname (default 'Player') and the post's date and time. */
export function PostAuthor({ nickname, createdAt }: { nickname: string | null; createdAt: string }) {
  const name = authorName(nickname);
  return (
    <div className="flex min-w-0 items-center gap-3">
      <span
        aria-hidden
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-sm font-semibold text-primary"
      >
        {name.charAt(0).toUpperCase()}
      </span>
      <div className="min-w-0">
        <p className="truncate font-semibold">{name}</p>
        <p className="text-xs text-muted-foreground">
          <time dateTime={createdAt}>{formatDateTime(createdAt)}</time>
        </p>
      </div>
    </div>
  );
}

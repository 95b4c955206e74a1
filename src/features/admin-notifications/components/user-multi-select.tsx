import { useId, useMemo, useState } from 'react';
import { Check, X } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import { useUsersByIds } from '../api/get-users-by-ids';
import { useSearchUsers } from '../api/search-users';

interface UserMultiSelectProps {
  value: string[];
  onChange(ids: string[]): void;
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/** Recipients picked by e-mail from profiles: a search box, matching users to toggle, chosen users as chips. */
export function UserMultiSelect({ value, onChange, id, ...aria }: UserMultiSelectProps) {
  const listId = useId();
  const [query, setQuery] = useState('');
  const results = useSearchUsers(query, true);
  const chosen = useUsersByIds(value);
  const emailById = useMemo(() => {
    const map = new Map<string, string>();
    for (const u of [...(chosen.data ?? []), ...(results.data ?? [])]) if (u.email) map.set(u.id, u.email);
    return map;
  }, [chosen.data, results.data]);

  const toggle = (userId: string) => onChange(value.includes(userId) ? value.filter((v) => v !== userId) : [...value, userId]);

  return (
    <div className="grid min-w-0 gap-2">
      {value.length > 0 && (
        <ul className="flex min-w-0 flex-wrap gap-1.5" aria-label="Chosen users">
          {value.map((userId) => (
            <li key={userId} className="max-w-full min-w-0">
              <Badge variant="secondary" className="max-w-full gap-1 py-1 pr-1">
                <span className="truncate">{emailById.get(userId) ?? userId.slice(0, 8)}</span>
                <button
                  type="button"
                  className="rounded-sm p-0.5 hover:bg-background/60 focus-visible:ring-2 focus-visible:ring-ring/50 focus-visible:outline-none"
                  onClick={() => toggle(userId)}
                  aria-label={`Remove ${emailById.get(userId) ?? userId}`}
                >
                  <X className="size-3" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      )}
      <Input
        id={id}
        type="search"
        placeholder="Search users by e-mail"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        aria-controls={listId}
        autoComplete="off"
        {...aria}
      />
      <ul id={listId} aria-label="Matching users" className="max-h-40 min-w-0 overflow-y-auto rounded-md border">
        {results.isPending ? (
          <li className="flex items-center gap-2 p-2 text-sm text-muted-foreground">
            <Spinner /> Searching...
          </li>
        ) : (results.data ?? []).length === 0 ? (
          <li className="p-2 text-sm text-muted-foreground">No users found.</li>
        ) : (
          (results.data ?? []).map((u) => {
            const on = value.includes(u.id);
            return (
              <li key={u.id}>
                <button
                  type="button"
                  aria-pressed={on}
                  onClick={() => toggle(u.id)}
                  className={cn(
                    'flex w-full items-center gap-2 px-2 py-1.5 text-left text-sm hover:bg-secondary focus-visible:bg-secondary focus-visible:outline-none',
                    on && 'font-medium',
                  )}
                >
                  <Check className={cn('size-4 shrink-0 text-primary', !on && 'invisible')} aria-hidden />
                  <span className="truncate">{u.email}</span>
                </button>
              </li>
            );
          })
        )}
      </ul>
    </div>
  );
}

import { useState } from 'react';
import { MapPin, Plus, Trash2 } from 'lucide-react';
import { useSlotMachineOptions } from '@/api/get-slot-machine-options';
import { SlotMachinePicker } from '@/components/pickers/slot-machine-picker';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Label } from '@/components/ui/label';
import { RowAction } from '@/components/ui/row-action';
import { QueryState } from '@/components/query-state';
import { toast } from '@/lib/toast';
import { formatCount } from '@/lib/number-format';
import { useAddCasinoGameMutation, useCasinoListedGames, useRemoveCasinoGameMutation, type CasinoListedGame } from '../api/casino-games';
import { CASINO_GAME_TOASTS } from '../lib/constants';

/**
 * The games this casino has, kept by admins: what Find a machine shows as "On the casino's list". Catalog games
 * only (a player's "Not listed" machine is never offered, and the table refuses it).
 */
export function CasinoGamesAdminCard({ casinoId }: { casinoId: string }) {
  const listed = useCasinoListedGames(casinoId);
  const machines = useSlotMachineOptions({ recent: false });
  const add = useAddCasinoGameMutation(casinoId);
  const remove = useRemoveCasinoGameMutation(casinoId);
  const [choice, setChoice] = useState<string | null>(null);
  const [removing, setRemoving] = useState<CasinoListedGame | null>(null);
  const onList = new Set(listed.data?.map((g) => g.slot_machine_id));
  const options = machines.options.filter((o) => !o.added_by && !onList.has(o.id));

  const onAdd = () => {
    if (!choice || add.isPending) return;
    add.mutate(
      { casinoId, slotMachineId: choice },
      {
        onSuccess: () => {
          toast.success('Success', { description: CASINO_GAME_TOASTS.added });
          setChoice(null);
        },
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MapPin className="size-5 text-primary" aria-hidden />
          Games at this casino ({listed.data ? formatCount(listed.data.length) : '…'})
        </CardTitle>
        <CardDescription>Players see these in Find a machine as on the casino&apos;s list.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="grid min-w-0 flex-1 gap-2">
            <Label htmlFor="casino-game-choice">Catalog game</Label>
            <SlotMachinePicker id="casino-game-choice" options={options} value={choice} onChange={setChoice} placeholder="Choose a game" />
          </div>
          <Button onClick={onAdd} disabled={!choice || add.isPending}>
            <Plus aria-hidden />
            Add to this casino
          </Button>
        </div>
        <QueryState
          query={listed}
          loading="Loading this casino's games"
          skeleton={{ rows: 1 }}
          error="Could not load this casino's games."
          isEmpty={(data) => data.length === 0}
          empty="No games on this casino's list yet."
        >
          {(data) => (
            <ul className="divide-y rounded-md border" aria-label="Games at this casino">
              {data.map((g) => (
                <li key={g.id} className="flex items-center justify-between gap-2 px-3 py-2">
                  <span className="min-w-0">
                    <span className="block truncate font-medium">{g.slot_machine?.name ?? 'Unknown game'}</span>
                    {g.slot_machine?.manufacturer && (
                      <span className="block truncate text-xs text-muted-foreground">{g.slot_machine.manufacturer}</span>
                    )}
                  </span>
                  <RowAction
                    label={`Remove ${g.slot_machine?.name ?? 'game'} from this casino`}
                    icon={<Trash2 />}
                    onClick={() => setRemoving(g)}
                  />
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </CardContent>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && !remove.isPending && setRemoving(null)}
        title="Remove this game?"
        description={`Remove ${removing?.slot_machine?.name ?? 'this game'} from this casino's list? Players will no longer see it here unless players report it.`}
        confirmLabel="Remove"
        pendingLabel="Removing..."
        destructive
        pending={remove.isPending}
        onConfirm={() =>
          removing &&
          remove.mutate(
            { id: removing.id },
            {
              onSuccess: () => toast.success('Success', { description: CASINO_GAME_TOASTS.removed }),
              onSettled: () => setRemoving(null),
            },
          )
        }
      />
    </Card>
  );
}

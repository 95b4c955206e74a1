import { RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { WriteRefusedError } from '@/lib/writes';
import { dismissWriteRefusedToast, NOT_SAVED_TEXT } from '@/lib/write-errors';

/**
 * In a dialog's form, next to its buttons: a save refused as stale or gone, with the Reload its toast offers.
 * A modal dialog keeps keyboard focus inside it, so the toast's button cannot be reached by Tab; this one can.
 * The toast has already announced the refusal, so this is not a live region.
 */
export function RefusedWriteNotice({ error, onReload }: { error: unknown; onReload(): void }) {
  if (!(error instanceof WriteRefusedError) || error.problem === 'forbidden') return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-destructive/40 px-3 py-2 text-sm">
      <p className="text-destructive">{NOT_SAVED_TEXT[error.problem]}</p>
      <Button
        type="button"
        size="sm"
        variant="outline"
        onClick={() => {
          dismissWriteRefusedToast();
          onReload();
        }}
      >
        <RotateCw aria-hidden />
        Load latest version
      </Button>
    </div>
  );
}

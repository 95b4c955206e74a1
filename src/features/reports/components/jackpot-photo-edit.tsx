import { ImagePlus, RotateCcw, Trash2 } from 'lucide-react';
import { W2gImageField } from '@/components/form/w2g-image-field';
import { Button } from '@/components/ui/button';
import { JackpotPhoto } from './jackpot-photo';

/** The photo part of a jackpot edit: keep it (not given), remove it (null), or a new covered copy (a file). */
export type PhotoChange = { kind: 'keep' } | { kind: 'remove' } | { kind: 'new'; file: File | null };

interface JackpotPhotoEditProps {
  stored: string | null;
  value: PhotoChange;
  onChange(change: PhotoChange): void;
  onCoveringChange(covering: boolean): void;
  disabled?: boolean;
}

/**
 * Edit a jackpot's W2G document photo: the stored one with Replace and Remove; a new one is chosen and covered
 * as on Record W2G (only the covered copy is ever sent); a removal can be undone until saved.
 */
export function JackpotPhotoEdit({ stored, value, onChange, onCoveringChange, disabled }: JackpotPhotoEditProps) {
  if (stored && value.kind === 'keep') {
    return (
      <div className="grid gap-2">
        <p className="text-sm font-medium">W2G document photo</p>
        <JackpotPhoto path={stored} />
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" size="sm" disabled={disabled} onClick={() => onChange({ kind: 'new', file: null })}>
            <ImagePlus aria-hidden /> Replace photo
          </Button>
          <Button type="button" variant="outline" size="sm" disabled={disabled} onClick={() => onChange({ kind: 'remove' })}>
            <Trash2 aria-hidden /> Remove photo
          </Button>
        </div>
      </div>
    );
  }
  if (stored && value.kind === 'remove') {
    return (
      <div className="grid gap-2 rounded-md border border-dashed p-3 text-sm">
        <p role="status">The photo is removed when you save.</p>
        <Button type="button" variant="outline" size="sm" className="w-fit" disabled={disabled} onClick={() => onChange({ kind: 'keep' })}>
          <RotateCcw aria-hidden /> Keep the photo
        </Button>
      </div>
    );
  }
  const file = value.kind === 'new' ? value.file : null;
  return (
    <div className="grid gap-2">
      <W2gImageField
        value={file}
        onChange={(f) => onChange({ kind: 'new', file: f })}
        onCoveringChange={onCoveringChange}
        disabled={disabled}
      />
      {stored && (
        <Button type="button" variant="ghost" size="sm" className="w-fit" disabled={disabled} onClick={() => onChange({ kind: 'keep' })}>
          <RotateCcw aria-hidden /> Keep the current photo
        </Button>
      )}
    </div>
  );
}

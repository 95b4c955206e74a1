import { EyeOff, ImageUp, Pencil, X } from 'lucide-react';
import { ImageCoverEditor } from '@/components/image-cover/image-cover-editor';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { CoverRect } from '@/lib/cover-rects';

/** W2gImageField's cover step: the editor over the original photo, what is applied, Done covering and Remove photo. */
export function CoverSection(props: {
  id: string;
  src: string;
  rects: CoverRect[];
  onRectsChange(rects: CoverRect[]): void;
  /** The covered copy is still being drawn: Done waits for it. */
  drawing: boolean;
  disabled?: boolean;
  onDone(): void;
  onRemove(): void;
}) {
  const { id, src, rects, onRectsChange, drawing, disabled, onDone, onRemove } = props;
  return (
    <section aria-labelledby={`${id}-cover-title`} className="grid gap-2 rounded-md border bg-muted/40 p-3">
      <h3 id={`${id}-cover-title`} className="font-medium">
        Cover private details
      </h3>
      <p className="text-sm text-muted-foreground">
        A first cover sits where a W2G form shows the winner&apos;s taxpayer identification number (box 9). Move it, resize it or remove it,
        and add covers over anything else you do not want stored, such as your address.
      </p>
      <ImageCoverEditor src={src} alt="W2G document photo to cover" rects={rects} onChange={onRectsChange} disabled={disabled} />
      <p aria-live="polite" className="text-sm text-muted-foreground">
        {drawing ? 'Applying covers…' : rects.length ? `Covers applied: ${rects.length}` : 'No covers: the whole photo will be saved.'}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" disabled={disabled || drawing} onClick={onDone}>
          Done covering
        </Button>
        <Button type="button" variant="outline" size="sm" disabled={disabled} onClick={onRemove}>
          <X aria-hidden /> Remove photo
        </Button>
      </div>
    </section>
  );
}

/** W2gImageField's preview of the covered copy (the one the form saves), with Edit covers and Remove photo. */
export function CoveredPreview(props: {
  url: string;
  name: string;
  /** Drawn with at least one cover: marked "Covered". */
  covered: boolean;
  canEdit: boolean;
  editing: boolean;
  disabled?: boolean;
  onEdit(): void;
  onRemove(): void;
}) {
  const { url, name, covered, canEdit, editing, disabled, onEdit, onRemove } = props;
  return (
    <div className="grid gap-3 rounded-md border bg-muted/40 p-2 sm:flex sm:flex-wrap sm:items-start">
      {/* The whole width on a phone: the covers must be checkable on the preview. */}
      <div className="relative sm:max-w-[60%]">
        <img src={url} alt="Preview of the W2G document" className="max-h-80 w-full rounded object-contain sm:h-28 sm:w-auto" />
        {covered && (
          <Badge className="absolute top-1 left-1 shadow">
            <EyeOff aria-hidden /> Covered
          </Badge>
        )}
      </div>
      <div className="flex min-w-40 flex-1 flex-col gap-2 text-sm">
        <span className="flex items-center gap-1 truncate">
          <ImageUp className="size-4 shrink-0 text-primary" aria-hidden />
          <span className="truncate">{name}</span>
        </span>
        {canEdit && (
          <Button type="button" variant="outline" size="sm" className="w-fit" disabled={disabled} onClick={onEdit}>
            <Pencil aria-hidden /> Edit covers
          </Button>
        )}
        {!editing && (
          <Button type="button" variant="outline" size="sm" className="w-fit" disabled={disabled} onClick={onRemove}>
            <X aria-hidden /> Remove photo
          </Button>
        )}
      </div>
    </div>
  );
}

import { useEffect, useId, useRef, useState } from 'react';
import { EyeOff, ImageUp, Pencil, X } from 'lucide-react';
import { ImageCoverEditor } from '@/components/image-cover/image-cover-editor';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import type { CoverRect } from '@/lib/cover-rects';
import { W2G_TIN_SUGGESTION } from '@/lib/w2g-photo-covers';
import { checkChosenImage, coverImage, IMAGE_ACCEPT, IMAGE_TYPES_LABEL, MAX_IMAGE_BYTES } from '@/lib/image-upload';

interface W2gImageFieldProps {
  value: File | null;
  onChange(file: File | null): void;
  /** True while the covered copy is being drawn: the value is not the covered copy of the covers shown yet. */
  onCoveringChange?(covering: boolean): void;
  disabled?: boolean;
}

/** How long the covers rest before the covered copy is drawn again (ms). */
const REDRAW_DELAY = 250;

interface Covered {
  file: File;
  url: string;
  /** The covers it was drawn with (the same array while they have not changed since). */
  rects: CoverRect[];
}

/**
 * The private W2G document photo. After choosing it, the player covers what should not be stored (the
 * SSN, the address): a first cover is suggested over the winner's TIN. The covers are painted onto a
 * copy on a canvas on this device and only that copy becomes the field's value, so whatever saves the
 * form (online or through the outbox) stores the covered copy; the original stays in this component's
 * memory for re-editing and is never sent. The preview carries a "Covered" mark.
 */
export function W2gImageField({ value, onChange, onCoveringChange, disabled }: W2gImageFieldProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [original, setOriginal] = useState<{ file: File; url: string } | null>(null);
  const [rects, setRects] = useState<CoverRect[]>([]);
  const [editing, setEditing] = useState(false);
  const [covered, setCovered] = useState<Covered | null>(null);
  const drawSeq = useRef(0);
  /** The value this field last handed to the form. */
  const handed = useRef<File | null>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  const hand = (file: File | null) => {
    handed.current = file;
    onChangeRef.current(file);
  };

  // A form reset clears the value: forget the photo, the original and the native input too.
  useEffect(() => {
    if (value || !handed.current) return;
    handed.current = null;
    if (inputRef.current) inputRef.current.value = '';
    setOriginal(null);
    setCovered(null);
    setEditing(false);
  }, [value]);
  // Revoke object URLs once replaced or unmounted.
  useEffect(() => (original ? () => URL.revokeObjectURL(original.url) : undefined), [original]);
  useEffect(() => (covered ? () => URL.revokeObjectURL(covered.url) : undefined), [covered]);

  // Draws the covered copy whenever the covers rest, and hands only that copy to the form.
  useEffect(() => {
    if (!original) return;
    const seq = ++drawSeq.current;
    const timer = setTimeout(() => {
      coverImage(original.file, rects)
        .then((file) => {
          if (seq !== drawSeq.current) return;
          setCovered({ file, url: URL.createObjectURL(file), rects });
          hand(file);
        })
        .catch((e: unknown) => {
          if (seq !== drawSeq.current) return;
          setError(e instanceof Error ? e.message : String(e));
          // The field no longer names a photo it will not save.
          if (inputRef.current) inputRef.current.value = '';
          setOriginal(null);
          setEditing(false);
          hand(null);
        });
    }, REDRAW_DELAY);
    return () => clearTimeout(timer);
  }, [original, rects]);

  // A photo just chosen is being checked (can this browser read it?): the form must not save meanwhile either.
  const [checking, setChecking] = useState(false);
  const drawing = checking || (!!original && (!covered || covered.rects !== rects));
  // The form must not save while the copy it holds lags the covers on screen (a cover just moved off the TIN).
  useEffect(() => onCoveringChange?.(drawing), [drawing, onCoveringChange]);

  const pick = (file: File | null) => {
    drawSeq.current++;
    setCovered(null);
    if (!file) {
      setOriginal(null);
      setEditing(false);
      hand(null);
      return;
    }
    // Nothing is handed to the form until the covered copy is drawn.
    hand(null);
    setOriginal({ file, url: URL.createObjectURL(file) });
    setRects([W2G_TIN_SUGGESTION]);
    setEditing(true);
  };

  const shown = covered && covered.file === value ? covered : null;

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>W2G document photo (optional)</Label>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {IMAGE_TYPES_LABEL}, smaller than 10MB. Stored privately; only you can see it. Cover your Social Security number and address before
        it is saved: only the covered copy leaves this device, without its location and camera details.
      </p>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={IMAGE_ACCEPT}
        disabled={disabled}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        aria-invalid={!!error}
        className="block w-full text-sm text-muted-foreground file:mr-3 file:rounded-md file:border-0 file:bg-secondary file:px-3 file:py-2 file:text-sm file:font-medium file:text-secondary-foreground hover:file:bg-secondary/80"
        onChange={(e) => {
          const input = e.target;
          const file = input.files?.[0] ?? null;
          if (!file) return pick(null);
          // Refused (type, size, or this browser cannot read it) before anything else: the field is cleared.
          const seq = ++drawSeq.current;
          hand(null);
          setChecking(true);
          void checkChosenImage(file, MAX_IMAGE_BYTES.w2g).then((invalid) => {
            if (seq !== drawSeq.current) return;
            setChecking(false);
            setError(invalid);
            if (invalid) input.value = '';
            pick(invalid ? null : file);
          });
        }}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      {original && editing && (
        <section aria-labelledby={`${id}-cover-title`} className="grid gap-2 rounded-md border bg-muted/40 p-3">
          <h3 id={`${id}-cover-title`} className="font-medium">
            Cover private details
          </h3>
          <p className="text-sm text-muted-foreground">
            A first cover sits where a W2G form shows the winner&apos;s taxpayer identification number (box 9). Move it, resize it or remove
            it, and add covers over anything else you do not want stored, such as your address.
          </p>
          <ImageCoverEditor src={original.url} alt="W2G document photo to cover" rects={rects} onChange={setRects} disabled={disabled} />
          <p aria-live="polite" className="text-sm text-muted-foreground">
            {drawing ? 'Applying covers…' : rects.length ? `Covers applied: ${rects.length}` : 'No covers: the whole photo will be saved.'}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button type="button" size="sm" disabled={disabled || drawing} onClick={() => setEditing(false)}>
              Done covering
            </Button>
            <Button type="button" variant="outline" size="sm" disabled={disabled} onClick={() => pick(null)}>
              <X aria-hidden /> Remove photo
            </Button>
          </div>
        </section>
      )}
      {value && shown && (
        <div className="grid gap-3 rounded-md border bg-muted/40 p-2 sm:flex sm:flex-wrap sm:items-start">
          {/* The whole width on a phone: the covers must be checkable on the preview. */}
          <div className="relative sm:max-w-[60%]">
            <img src={shown.url} alt="Preview of the W2G document" className="max-h-80 w-full rounded object-contain sm:h-28 sm:w-auto" />
            {shown.rects.length > 0 && (
              <Badge className="absolute top-1 left-1 shadow">
                <EyeOff aria-hidden /> Covered
              </Badge>
            )}
          </div>
          <div className="flex min-w-40 flex-1 flex-col gap-2 text-sm">
            <span className="flex items-center gap-1 truncate">
              <ImageUp className="size-4 shrink-0 text-primary" aria-hidden />
              <span className="truncate">{value.name}</span>
            </span>
            {original && !editing && (
              <Button type="button" variant="outline" size="sm" className="w-fit" disabled={disabled} onClick={() => setEditing(true)}>
                <Pencil aria-hidden /> Edit covers
              </Button>
            )}
            {!editing && (
              <Button type="button" variant="outline" size="sm" className="w-fit" disabled={disabled} onClick={() => pick(null)}>
                <X aria-hidden /> Remove photo
              </Button>
            )}
          </div>
        </div>
      )}
    </div>
  );
}

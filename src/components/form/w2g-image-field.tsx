import { useEffect, useId, useRef, useState } from 'react';
import { Label } from '@/components/ui/label';
import type { CoverRect } from '@/lib/cover-rects';
import { W2G_TIN_SUGGESTION } from '@/lib/w2g-photo-covers';
import { coverImage } from '@/lib/image-reencode';
import { checkChosenImage, IMAGE_ACCEPT, IMAGE_TYPES_LABEL, MAX_IMAGE_BYTES } from '@/lib/image-upload';
import { CoveredPreview, CoverSection } from './w2g-image-parts';

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
        <CoverSection
          id={id}
          src={original.url}
          rects={rects}
          onRectsChange={setRects}
          drawing={drawing}
          disabled={disabled}
          onDone={() => setEditing(false)}
          onRemove={() => pick(null)}
        />
      )}
      {value && shown && (
        <CoveredPreview
          url={shown.url}
          name={value.name}
          covered={shown.rects.length > 0}
          canEdit={!!original && !editing}
          editing={editing}
          disabled={disabled}
          onEdit={() => setEditing(true)}
          onRemove={() => pick(null)}
        />
      )}
    </div>
  );
}

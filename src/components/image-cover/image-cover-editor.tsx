import { useMediaQuery } from '@/hooks/use-media-query';
import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { COVER_STEP, describeRect, moveRect, rectFromPoints, resizeRect, type CoverRect } from '@/lib/cover-rects';

interface ImageCoverEditorProps {
  /** A local object URL of the photo (it is only shown here, never sent). */
  src: string;
  alt: string;
  rects: readonly CoverRect[];
  onChange(rects: CoverRect[]): void;
  disabled?: boolean;
}

type Drag =
  | { mode: 'draw'; pointerId: number; ax: number; ay: number }
  | { mode: 'move' | 'resize'; pointerId: number; index: number; ax: number; ay: number; start: CoverRect };

/** A new cover placed by the "Add cover" button: the middle of the photo. */
const NEW_COVER: CoverRect = { x: 0.35, y: 0.4, w: 0.3, h: 0.12 };
/** A drag smaller than this (in fractions) is a tap, not a new cover. */
const MIN_DRAW = 0.02;
const pct = (v: number) => `${v * 100}%`;

/**
 * Covers parts of a photo with solid rectangles before it is uploaded. Drag on the photo to draw a cover
 * (mouse, pen or touch), drag a cover to move it and its corner handle to resize it. Each cover is a button:
 * arrow keys move it, Shift + arrow keys resize it, Delete or Backspace removes it. Controlled: the parent
 * keeps the rectangles (fractions of the photo) and paints them onto the image it uploads.
 */
export function ImageCoverEditor({ src, alt, rects, onChange, disabled }: ImageCoverEditorProps) {
  const id = useId();
  const surfaceRef = useRef<HTMLDivElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const coverRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const dragRef = useRef<Drag | null>(null);
  const [draft, setDraft] = useState<CoverRect | null>(null);

  const point = (e: PointerEvent) => {
    const box = surfaceRef.current!.getBoundingClientRect();
    return { x: (e.clientX - box.left) / box.width, y: (e.clientY - box.top) / box.height };
  };

  const begin = (e: PointerEvent, drag: Drag) => {
    if (disabled || e.button > 0) return;
    e.preventDefault();
    e.stopPropagation();
    surfaceRef.current?.setPointerCapture?.(e.pointerId);
    dragRef.current = drag;
  };

  const onSurfaceDown = (e: PointerEvent<HTMLDivElement>) => {
    const p = point(e);
    begin(e, { mode: 'draw', pointerId: e.pointerId, ax: p.x, ay: p.y });
  };

  const onMove = (e: PointerEvent<HTMLDivElement>) => {
    const drag = dragRef.current;
    if (!drag || drag.pointerId !== e.pointerId) return;
    const p = point(e);
    if (drag.mode === 'draw') {
      setDraft(rectFromPoints(drag.ax, drag.ay, p.x, p.y));
      return;
    }
    const next =
      drag.mode === 'move' ? moveRect(drag.start, p.x - drag.ax, p.y - drag.ay) : resizeRect(drag.start, p.x - drag.ax, p.y - drag.ay);
    onChange(rects.map((r, i) => (i === drag.index ? next : r)));
  };

  const onUp = (e: PointerEvent<HTMLDivElement>) => {
    const drag = dragRef.current;
    if (!drag || drag.pointerId !== e.pointerId) return;
    dragRef.current = null;
    if (drag.mode === 'draw') {
      const p = point(e);
      const drawn = rectFromPoints(drag.ax, drag.ay, p.x, p.y);
      setDraft(null);
      if (drawn.w >= MIN_DRAW && drawn.h >= MIN_DRAW) onChange([...rects, drawn]);
    }
  };

  const remove = (index: number) => {
    onChange(rects.filter((_, i) => i !== index));
    // Keep the focus in the editor: the next cover, else the previous, else "Add cover".
    requestAnimationFrame(() => (coverRefs.current[Math.min(index, rects.length - 2)] ?? addRef.current)?.focus());
  };

  const onCoverKey = (index: number) => (e: KeyboardEvent<HTMLButtonElement>) => {
    if (disabled) return;
    const r = rects[index];
    const d = { ArrowLeft: [-COVER_STEP, 0], ArrowRight: [COVER_STEP, 0], ArrowUp: [0, -COVER_STEP], ArrowDown: [0, COVER_STEP] }[e.key];
    if (d) {
      e.preventDefault();
      const next = e.shiftKey ? resizeRect(r, d[0], d[1]) : moveRect(r, d[0], d[1]);
      onChange(rects.map((x, i) => (i === index ? next : x)));
    } else if (e.key === 'Delete' || e.key === 'Backspace') {
      e.preventDefault();
      remove(index);
    }
  };

  const touch = useMediaQuery('(pointer: coarse)');
  return (
    <div className="grid gap-2">
      <p id={`${id}-how`} className="text-sm text-muted-foreground">
        Drag on the photo to add a cover; drag a cover to move it, or its corner to resize it.
        {/* Keys only where there is a keyboard to press them (not on a touch screen). */}
        {!touch && ' With the keyboard: Tab to a cover, arrow keys move it, Shift + arrow keys resize it, Delete removes it.'}
      </p>
      <div
        ref={surfaceRef}
        data-testid="cover-surface"
        className="relative w-fit max-w-full cursor-crosshair touch-none select-none"
        onPointerDown={onSurfaceDown}
        onPointerMove={onMove}
        onPointerUp={onUp}
        onPointerCancel={() => {
          dragRef.current = null;
          setDraft(null);
        }}
      >
        <img src={src} alt={alt} draggable={false} className="block max-h-[60vh] w-auto max-w-full rounded" />
        {rects.map((r, i) => (
          <button
            key={i}
            ref={(el) => {
              coverRefs.current[i] = el;
            }}
            type="button"
            disabled={disabled}
            aria-label={`Cover ${i + 1}: ${describeRect(r)}`}
            aria-describedby={`${id}-how`}
            className="absolute cursor-move bg-black outline-offset-2 focus-visible:outline-3 focus-visible:outline-primary"
            style={{ left: pct(r.x), top: pct(r.y), width: pct(r.w), height: pct(r.h) }}
            onPointerDown={(e) => {
              const p = point(e);
              begin(e, { mode: 'move', pointerId: e.pointerId, index: i, ax: p.x, ay: p.y, start: r });
            }}
            onKeyDown={onCoverKey(i)}
          >
            <span
              aria-hidden
              data-handle
              className="absolute -right-3 -bottom-3 size-6 cursor-nwse-resize rounded-full border-2 border-white bg-primary shadow"
              onPointerDown={(e) => {
                const p = point(e);
                begin(e, { mode: 'resize', pointerId: e.pointerId, index: i, ax: p.x, ay: p.y, start: r });
              }}
            />
          </button>
        ))}
        {draft && (
          <div
            aria-hidden
            className="pointer-events-none absolute border-2 border-dashed border-primary bg-black/60"
            style={{ left: pct(draft.x), top: pct(draft.y), width: pct(draft.w), height: pct(draft.h) }}
          />
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button ref={addRef} type="button" variant="outline" size="sm" disabled={disabled} onClick={() => onChange([...rects, NEW_COVER])}>
          <Plus aria-hidden /> Add cover
        </Button>
        {rects.length > 0 && (
          <Button type="button" variant="outline" size="sm" disabled={disabled} onClick={() => onChange([])}>
            <Trash2 aria-hidden /> Remove all covers
          </Button>
        )}
      </div>
    </div>
  );
}

import { useId, useRef, useState, type ChangeEvent } from 'react';
import { ImagePlus, X } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import {
  checkChosenImage,
  IMAGE_ACCEPT,
  IMAGE_TYPES_LABEL,
  INVALID_IMAGE_MESSAGE,
  MAX_IMAGE_BYTES,
  tooLargeMessage,
  UNREADABLE_IMAGE_MESSAGE,
} from '@/lib/image-upload';

const LOCAL_IMAGE_REASONS = new Set([INVALID_IMAGE_MESSAGE, UNREADABLE_IMAGE_MESSAGE, tooLargeMessage(MAX_IMAGE_BYTES.slotMachine)]);
import { discardUnsavedSlotImage, useUploadSlotImageMutation } from '../api/upload-slot-image';
import { SLOT_TOASTS } from '../lib/constants';

interface SlotImageFieldProps {
  value: string;
  onChange(url: string): void;
}

/** Machine image: checks type and size, uploads to slot-machine-images and keeps the public URL. */
export function SlotImageField({ value, onChange }: SlotImageFieldProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadSlotImageMutation();
  // Images uploaded by this field and not saved yet: replacing or removing one deletes its file.
  const uploaded = useRef(new Set<string>());
  const change = (url: string) => {
    if (value && value !== url && uploaded.current.delete(value)) discardUnsavedSlotImage(value);
    onChange(url);
  };

  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    void checkChosenImage(file, MAX_IMAGE_BYTES.slotMachine).then((reason) => {
      setProblem(reason);
      if (!reason) send(file);
    });
  };

  const send = (file: File) =>
    upload.mutate(file, {
      onSuccess: (url) => {
        change(url);
        uploaded.current.add(url);
        toast.success('Success', { description: SLOT_TOASTS.imageUploaded });
      },
      // Besides the spec's toast, a reason found on this device (e.g. it could not be read) is said under the field.
      onError: (e) => setProblem(e instanceof Error && LOCAL_IMAGE_REASONS.has(e.message) ? e.message : null),
    });

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Machine Image</Label>
      <div className="flex flex-wrap items-center gap-3">
        {value ? (
          <div className="relative">
            <img src={value} alt="Slot machine preview" className="size-24 rounded-md border object-cover" />
            <Button
              type="button"
              variant="secondary"
              size="icon"
              className="absolute -top-2 -right-2 size-7 rounded-full"
              onClick={() => change('')}
              aria-label="Remove image"
            >
              <X />
            </Button>
          </div>
        ) : (
          <div className="flex size-24 items-center justify-center rounded-md border border-dashed text-muted-foreground">
            <ImagePlus className="size-6" aria-hidden />
          </div>
        )}
        <div className="grid gap-1">
          <Button type="button" variant="outline" onClick={() => inputRef.current?.click()} disabled={upload.isPending}>
            {upload.isPending ? <Spinner label="Uploading" /> : <ImagePlus aria-hidden />}
            {upload.isPending ? 'Uploading...' : value ? 'Replace Image' : 'Upload Image'}
          </Button>
          <p className="text-xs text-muted-foreground">{IMAGE_TYPES_LABEL}, smaller than 5MB.</p>
        </div>
        <input
          ref={inputRef}
          id={id}
          type="file"
          accept={IMAGE_ACCEPT}
          className="sr-only"
          onChange={onFile}
          aria-invalid={!!problem}
          aria-describedby={problem ? `${id}-error` : undefined}
        />
      </div>
      {problem && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
    </div>
  );
}

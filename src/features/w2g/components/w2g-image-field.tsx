import { useEffect, useId, useRef, useState } from 'react';
import { ImageUp, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { IMAGE_ACCEPT, IMAGE_TYPES_LABEL, MAX_IMAGE_BYTES, validateImageFile } from '@/lib/image-upload';

interface W2gImageFieldProps {
  value: File | null;
  onChange(file: File | null): void;
  disabled?: boolean;
}

/** The private W2G document photo: image type and size checked on pick, previewed locally. */
export function W2gImageField({ value, onChange, disabled }: W2gImageFieldProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  const previewUrl = preview && preview.file === value ? preview.url : null;

  // A form reset clears the value: clear the native input too.
  useEffect(() => {
    if (!value && inputRef.current) inputRef.current.value = '';
  }, [value]);
  // Revoke a preview URL once it is replaced or the field unmounts.
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview.url);
  }, [preview]);

  const pick = (file: File | null) => {
    setPreview(file ? { file, url: URL.createObjectURL(file) } : null);
    onChange(file);
  };

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>W2G document photo (optional)</Label>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {IMAGE_TYPES_LABEL}, smaller than 10MB. Stored privately; only you can see it. Large photos are compressed before upload.
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
          const file = e.target.files?.[0] ?? null;
          const invalid = file ? validateImageFile(file, MAX_IMAGE_BYTES.w2g) : null;
          setError(invalid);
          if (invalid) e.target.value = '';
          pick(invalid ? null : file);
        }}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      {previewUrl && value && (
        <div className="flex items-start gap-3 rounded-md border bg-muted/40 p-2">
          <img src={previewUrl} alt="Preview of the W2G document" className="h-28 w-auto max-w-[60%] rounded object-contain" />
          <div className="flex min-w-0 flex-1 flex-col gap-2 text-sm">
            <span className="flex items-center gap-1 truncate">
              <ImageUp className="size-4 shrink-0 text-primary" aria-hidden />
              <span className="truncate">{value.name}</span>
            </span>
            <Button type="button" variant="outline" size="sm" className="w-fit" disabled={disabled} onClick={() => pick(null)}>
              <X aria-hidden /> Remove photo
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}

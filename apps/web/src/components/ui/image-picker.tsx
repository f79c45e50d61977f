import { useEffect, useRef, useState, type Ref } from 'react';
import { Button } from './button.tsx';

export const IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/avif';

type ImagePickerProps = {
  /** The id of the file input: a `<label htmlFor>` names it (the field's label). */
  id: string;
  /** The picture now (an uploaded picture's URL, or an object URL of the file chosen), or null. */
  preview: string | null;
  previewAlt: string;
  /** What the picture is called when there is none yet, and once there is one. */
  chooseLabel: string;
  replaceLabel: string;
  removeLabel: string;
  /** Said beside the button while nothing is chosen (the browser's "No file chosen", in the reader's language). */
  emptyLabel?: string;
  /** The chosen file's name, said beside the button. */
  fileName?: string;
  onFile: (file: File) => void;
  onRemove: () => void;
  disabled?: boolean;
  invalid?: boolean;
  previewClassName?: string;
  ref?: Ref<HTMLInputElement>;
  'aria-describedby'?: string;
};

/**
 * The shop's one control for choosing a picture: a button in the reader's language in place of
 * the browser's own "Choose File / No file chosen", what was chosen, a preview and Remove. The
 * file input itself stays in the page (visually hidden) for the keyboard and screen readers.
 */
export function ImagePicker({
  id,
  preview,
  previewAlt,
  chooseLabel,
  replaceLabel,
  removeLabel,
  emptyLabel,
  fileName,
  onFile,
  onRemove,
  disabled = false,
  invalid = false,
  previewClassName = 'max-h-56 w-auto max-w-full object-contain',
  ref,
  'aria-describedby': describedBy,
}: ImagePickerProps) {
  return (
    <div className="flex flex-col gap-3">
      {preview && (
        <img
          src={preview}
          alt={previewAlt}
          className={`self-start rounded-md border border-line bg-surface ${previewClassName}`}
        />
      )}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <input
          id={id}
          ref={ref}
          type="file"
          accept={IMAGE_TYPES}
          className="peer sr-only"
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Cleared so that choosing the same file again is a change too.
            event.target.value = '';
            if (file) onFile(file);
          }}
        />
        <label
          htmlFor={id}
          className={`inline-flex min-h-11 cursor-pointer items-center rounded-md border px-4 text-sm font-semibold transition-colors hover:bg-ink hover:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ink peer-disabled:cursor-not-allowed peer-disabled:opacity-50 ${
            invalid ? 'border-danger' : 'border-ink'
          }`}
        >
          {preview ? replaceLabel : chooseLabel}
        </label>
        {(fileName || (!preview && emptyLabel)) && (
          <span className="min-w-0 break-all text-sm text-muted">{fileName || emptyLabel}</span>
        )}
        {preview && (
          <Button variant="ghost" onClick={onRemove} disabled={disabled}>
            {removeLabel}
          </Button>
        )}
      </div>
    </div>
  );
}

/** A preview of a chosen file (an object URL), released when another is shown and when the page goes. */
export function useFilePreview(): [string | null, (file: File | null) => void] {
  const [url, setUrl] = useState<string | null>(null);
  const current = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current);
    },
    [],
  );
  const show = (file: File | null) => {
    if (current.current) URL.revokeObjectURL(current.current);
    current.current = file ? URL.createObjectURL(file) : null;
    setUrl(current.current);
  };
  return [url, show];
}

import { ImageIcon, ImageOff, Trash2, Upload } from 'lucide-react';
import { type ChangeEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { UPLOAD_LIMITS_TEXT } from '../../../shared/constants.js';
import { Button } from '../../components/ui/button.js';
import { darkDestructiveText, ErrorLine } from '../../components/ui/form-field.js';
import { Input } from '../../components/ui/input.js';
import { Label } from '../../components/ui/label.js';
import { retryImageProps } from '../../hooks/use-image-retry.js';
import { toast } from '../../hooks/use-toast.js';
import { cn } from '../../lib/cn.js';
import { useAdminImageRetry } from './admin-image.js';
import {
  IMAGE_FILE_ACCEPT,
  type ImageFileUpload,
  refuseImageFile,
  UploadFailedError,
  uploadImageFile,
} from './upload-image-file.js';

export const UPLOAD_FAILED_TITLE = 'Upload Failed';
export const PREVIEW_ERROR_TITLE = 'Image Preview Error';
export const PREVIEW_FAILED_TEXT = 'Image could not be loaded';

/** The preview of the chosen image, on the admin ladder; a failure says so in a toast (spec 4, 8). */
function ImagePreview({ src, alt }: { src: string; alt: string }) {
  const image = useAdminImageRetry(src, () => {
    console.warn('Image preview failed:', src);
    toast({
      variant: 'destructive',
      title: PREVIEW_ERROR_TITLE,
      description: 'The image could not be displayed. Check the path or upload the image again.',
    });
  });

  if (image.status === 'failed') {
    return (
      <div className="flex size-full flex-col items-center justify-center gap-2 p-3 text-center text-muted-foreground">
        <ImageOff aria-hidden="true" className="size-6" />
        <p className="text-xs font-medium">{PREVIEW_FAILED_TEXT}</p>
      </div>
    );
  }

  return (
    <img
      {...retryImageProps(image)}
      alt={alt}
      className={cn(
        'size-full object-cover transition-opacity duration-300',
        image.status === 'loaded' ? 'opacity-100' : 'opacity-0',
      )}
    />
  );
}

export interface ImageUploadProps {
  /** The current image path or URL ('' or null for none). */
  value: string | null | undefined;
  /** Called with the uploaded path, a pasted URL/path, or '' when removed. */
  onChange: (value: string) => void;
  /** Sent as the multipart field `entity` (e.g. 'testimonial', 'check-in'). */
  entity?: string;
  /** Group label. Default 'Image'. */
  label?: string;
  /** Id prefix of the controls (the URL input gets `${id}-url`). */
  id?: string;
  /** Alternative text of the preview. Default 'Preview of the selected image'. */
  previewAlt?: string;
  disabled?: boolean;
  /** Validation message of the field, shown under it. */
  error?: string;
  /** Told when an upload starts and ends (to hold back a form's submit button). */
  onUploadingChange?: (uploading: boolean) => void;
  className?: string;
}

/**
 * An image field for admin forms: upload with a real progress bar (XMLHttpRequest, multipart field
 * `image`, credentials), or paste a URL/path; a preview with the spec's recovery ladder; Remove.
 */
export function ImageUpload({
  value,
  onChange,
  entity,
  label = 'Image',
  id,
  previewAlt = 'Preview of the selected image',
  disabled = false,
  error,
  onUploadingChange,
  className,
}: ImageUploadProps) {
  const autoId = useId();
  const baseId = id ?? `image-upload-${autoId.replace(/:/g, '')}`;
  const urlId = `${baseId}-url`;
  const errorId = `${baseId}-error`;
  const fileRef = useRef<HTMLInputElement>(null);
  const uploadRef = useRef<ImageFileUpload | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [draft, setDraft] = useState(value ?? '');
  const uploading = progress !== null;
  const current = value?.trim() ?? '';

  // Keep the URL field in step with uploads, removals and form resets.
  useEffect(() => {
    setDraft(value ?? '');
  }, [value]);

  useEffect(() => () => uploadRef.current?.abort(), []);

  const setUploading = (next: number | null) => {
    setProgress(next);
    onUploadingChange?.(next !== null);
  };

  const fail = (description: string) => {
    toast({ variant: 'destructive', title: UPLOAD_FAILED_TITLE, description });
  };

  const upload = (file: File) => {
    const current = uploadImageFile(file, { entity, onProgress: setUploading });
    uploadRef.current = current;
    setUploading(0);
    current.done.then(
      (path) => {
        uploadRef.current = null;
        setUploading(null);
        onChange(path);
        toast({ title: 'Image uploaded', description: 'The image was uploaded successfully.' });
      },
      (error: unknown) => {
        // An abort is the field going away: nothing to say.
        if (!(error instanceof UploadFailedError)) return;
        uploadRef.current = null;
        setUploading(null);
        if (!error.toasted) fail(error.message);
      },
    );
  };

  const handleFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refusal = refuseImageFile(file);
    if (refusal) {
      fail(refusal);
      return;
    }
    upload(file);
  };

  const commitDraft = () => {
    const next = draft.trim();
    if (next !== current) onChange(next);
  };

  const handleDraftKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commitDraft();
    }
  };

  return (
    <fieldset
      className={cn('grid min-w-0 gap-3', className)}
      disabled={disabled}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="mb-2 text-sm font-medium leading-none text-foreground">{label}</legend>
      <div className="flex items-start gap-4">
        <div
          className={cn(
            'relative flex aspect-[4/3] w-28 shrink-0 items-center justify-center overflow-hidden rounded-lg border bg-muted sm:w-44',
            error ? 'border-destructive' : 'border-border',
          )}
        >
          {current ? (
            <ImagePreview key={current} src={current} alt={previewAlt} />
          ) : (
            <div className="flex flex-col items-center gap-1.5 text-muted-foreground">
              <ImageIcon aria-hidden="true" className="size-6" />
              <span className="text-xs">No image</span>
            </div>
          )}
        </div>

        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <div className="flex flex-wrap gap-2">
            <input
              ref={fileRef}
              id={`${baseId}-file`}
              type="file"
              accept={IMAGE_FILE_ACCEPT}
              className="sr-only"
              tabIndex={-1}
              aria-label={`Upload ${label.toLowerCase()} file`}
              onChange={handleFile}
              disabled={disabled || uploading}
            />
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => fileRef.current?.click()}
              disabled={disabled || uploading}
            >
              <Upload aria-hidden="true" />
              {uploading ? 'Uploading...' : current ? 'Replace image' : 'Upload image'}
            </Button>
            {current ? (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => onChange('')}
                disabled={disabled || uploading}
                className={cn(
                  'text-destructive hover:bg-destructive/10 hover:text-destructive',
                  darkDestructiveText,
                )}
              >
                <Trash2 aria-hidden="true" />
                Remove
              </Button>
            ) : null}
          </div>

          <p className="text-xs text-muted-foreground">{UPLOAD_LIMITS_TEXT}</p>

          {uploading ? (
            <div className="grid gap-1.5">
              <div
                role="progressbar"
                aria-label="Upload progress"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={progress}
                className="h-2 w-full overflow-hidden rounded-full bg-secondary"
              >
                <div
                  className="h-full rounded-full bg-primary transition-[width] duration-200"
                  style={{ width: `${progress}%` }}
                />
              </div>
              <p className="text-xs text-muted-foreground" aria-live="polite">
                Uploading… {progress}%
              </p>
            </div>
          ) : null}

          <div className="grid gap-1.5">
            <Label htmlFor={urlId} className="text-xs font-normal text-muted-foreground">
              Or paste an image URL or path
            </Label>
            <Input
              id={urlId}
              type="text"
              inputMode="url"
              placeholder="/uploads/photo.webp or https://…"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              onBlur={commitDraft}
              onKeyDown={handleDraftKey}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              disabled={disabled || uploading}
            />
          </div>
        </div>
      </div>
      <ErrorLine id={errorId}>{error}</ErrorLine>
    </fieldset>
  );
}

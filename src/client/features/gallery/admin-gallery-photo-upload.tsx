import { AlertCircle, CheckCircle2, ImageIcon, Loader2, RotateCcw, Upload } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { UPLOAD_LIMITS_TEXT } from '../../../shared/constants.js';
import { galleryCategoryLabel } from '../../../shared/text/gallery-category.js';
import { Button } from '../../components/ui/button.js';
import { Card } from '../../components/ui/card.js';
import { darkDestructiveText } from '../../components/ui/form-field.js';
import { Label } from '../../components/ui/label.js';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select.js';
import { errorMessage } from '../../lib/api.js';
import { cn } from '../../lib/cn.js';
import { AdminCardTitle } from '../admin/admin-card-heading.js';
import { handleAuthError, SESSION_EXPIRED_MESSAGE } from '../admin/auth-error.js';
import {
  IMAGE_FILE_ACCEPT,
  type ImageFileUpload,
  refuseImageFile,
  UploadFailedError,
  uploadImageFile,
} from '../admin/upload-image-file.js';
import { useAddUploadedPhoto } from './admin-api.js';
import { GALLERY_CATEGORIES } from './admin-gallery-schema.js';

/** Where a photo without another choice goes: the gallery's own page shows every category. */
const DEFAULT_PHOTO_CATEGORY = 'interior';
const TITLE_MAX = 200;

/** A photo's first title, from its file name: 'IMG_4821.HEIC' → 'IMG 4821'. The owner edits it later. */
export function titleFromFileName(name: string): string {
  const title = name
    .replace(/\.[^.]+$/, '')
    .replace(/[_\s]+/g, ' ')
    .trim();
  return (title || 'Photo').slice(0, TITLE_MAX);
}

type PhotoStatus = 'waiting' | 'uploading' | 'saving' | 'added' | 'failed';

interface PhotoItem {
  key: number;
  file: File;
  category: string;
  status: PhotoStatus;
  progress: number;
  message?: string;
  /** A failure that sending again may mend (no answer, the server busy, or the gallery's save). */
  retryable?: boolean;
}

const MB = 1024 * 1024;
const fileSize = (bytes: number) =>
  bytes < MB ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / MB).toFixed(1)} MB`;

function statusText(item: PhotoItem): string {
  switch (item.status) {
    case 'waiting':
      return 'Waiting';
    case 'uploading':
      // Sent whole: the server is shrinking it.
      return item.progress >= 100 ? 'Processing…' : `Uploading… ${item.progress}%`;
    case 'saving':
      return 'Adding to the gallery…';
    case 'added':
      return `Added to ${galleryCategoryLabel(item.category)}`;
    case 'failed':
      return item.message ?? 'Upload failed';
  }
}

function PhotoRow({ item, onRetry }: { item: PhotoItem; onRetry: (item: PhotoItem) => void }) {
  const busy = item.status === 'uploading' || item.status === 'saving';
  return (
    <li className="grid grid-cols-[minmax(0,1fr)] gap-2 px-3 py-3 sm:px-4" data-status={item.status}>
      <div className="flex min-w-0 items-center gap-3">
        <span className="flex size-8 shrink-0 items-center justify-center rounded-md bg-secondary text-primary">
          {item.status === 'added' ? (
            <CheckCircle2 aria-hidden="true" className="size-4 text-primary" />
          ) : item.status === 'failed' ? (
            <AlertCircle aria-hidden="true" className={cn('size-4 text-destructive', darkDestructiveText)} />
          ) : busy ? (
            <Loader2 aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <ImageIcon aria-hidden="true" className="size-4" />
          )}
        </span>
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium text-foreground">{item.file.name}</p>
          <p
            className={cn(
              'text-xs',
              item.status === 'failed'
                ? cn('text-destructive', darkDestructiveText)
                : 'text-muted-foreground',
            )}
          >
            {fileSize(item.file.size)} · {statusText(item)}
          </p>
        </div>
        {item.status === 'failed' && item.retryable ? (
          <Button type="button" variant="outline" size="sm" onClick={() => onRetry(item)}>
            <RotateCcw aria-hidden="true" />
            Try again
          </Button>
        ) : null}
      </div>
      {item.status === 'uploading' ? (
        <div
          role="progressbar"
          aria-label={`Upload progress of ${item.file.name}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={item.progress}
          className="h-1.5 w-full overflow-hidden rounded-full bg-secondary"
        >
          <div
            className="h-full rounded-full bg-primary transition-[width] duration-200"
            style={{ width: `${item.progress}%` }}
          />
        </div>
      ) : null}
    </li>
  );
}

/**
 * Several photos at once (decision 0088): each is uploaded (one after another, so the server shrinks
 * one at a time) and added to the gallery in the chosen category at order 0, where a new photo comes
 * first. Each file shows its own progress and result; one failing leaves the others be.
 */
export function AdminGalleryPhotoUpload({ categories }: { categories: readonly string[] }) {
  const baseId = `photo-upload-${useId().replace(/:/g, '')}`;
  const addPhoto = useAddUploadedPhoto();
  const fileRef = useRef<HTMLInputElement>(null);
  const [category, setCategory] = useState<string>(DEFAULT_PHOTO_CATEGORY);
  const [items, setItems] = useState<PhotoItem[]>([]);
  const queue = useRef<PhotoItem[]>([]);
  const running = useRef(false);
  const current = useRef<ImageFileUpload | null>(null);
  const nextKey = useRef(0);
  const unmounted = useRef(false);

  useEffect(
    () => () => {
      unmounted.current = true;
      queue.current = [];
      current.current?.abort();
    },
    [],
  );

  const update = (key: number, patch: Partial<PhotoItem>) => {
    if (!unmounted.current)
      setItems((list) => list.map((item) => (item.key === key ? { ...item, ...patch } : item)));
  };

  const send = async (item: PhotoItem) => {
    update(item.key, { status: 'uploading', progress: 0, message: undefined, retryable: false });
    try {
      const upload = uploadImageFile(item.file, {
        entity: 'gallery',
        onProgress: (progress) => update(item.key, { progress }),
      });
      current.current = upload;
      const src = await upload.done;
      current.current = null;
      update(item.key, { status: 'saving' });
      await addPhoto({
        title: titleFromFileName(item.file.name),
        src,
        alt: '',
        category: item.category,
        isFeatured: false,
        sortOrder: 0,
      });
      update(item.key, { status: 'added' });
    } catch (error) {
      current.current = null;
      if (error instanceof DOMException && error.name === 'AbortError') return;
      if (error instanceof UploadFailedError) {
        update(item.key, { status: 'failed', message: error.message, retryable: error.retryable });
      } else if (handleAuthError(error)) {
        update(item.key, { status: 'failed', message: SESSION_EXPIRED_MESSAGE });
      } else {
        const message = errorMessage(error, 'The photo could not be added to the gallery');
        update(item.key, { status: 'failed', message, retryable: true });
      }
    }
  };

  const drain = async () => {
    if (running.current) return;
    running.current = true;
    try {
      for (let item = queue.current.shift(); item; item = queue.current.shift()) await send(item);
    } finally {
      running.current = false;
    }
  };

  const enqueue = (toSend: PhotoItem[]) => {
    queue.current.push(...toSend);
    void drain();
  };

  const handleFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0) return;
    const chosen = files.map((file): PhotoItem => {
      const refusal = refuseImageFile(file);
      return {
        key: nextKey.current++,
        file,
        category,
        status: refusal ? 'failed' : 'waiting',
        progress: 0,
        message: refusal ?? undefined,
      };
    });
    // The newest choice on top, as the photos will be in the grid.
    setItems((list) => [...chosen, ...list.filter((item) => item.status !== 'added')]);
    enqueue(chosen.filter((item) => item.status === 'waiting'));
  };

  const retry = (item: PhotoItem) => {
    if (refuseImageFile(item.file)) return;
    update(item.key, { status: 'waiting', message: undefined });
    enqueue([{ ...item, status: 'waiting' }]);
  };

  const options = [
    ...GALLERY_CATEGORIES,
    ...categories.filter((c) => !(GALLERY_CATEGORIES as readonly string[]).includes(c)),
  ];
  const busy = items.some(
    (item) => item.status === 'waiting' || item.status === 'uploading' || item.status === 'saving',
  );

  return (
    <Card className="mb-6 p-5 sm:p-6" aria-labelledby={`${baseId}-title`} role="region">
      <AdminCardTitle id={`${baseId}-title`}>Upload photos</AdminCardTitle>
      <p className="mt-0.5 text-sm text-muted-foreground">
        Choose one photo or many, straight from your phone or camera. Each is added to the gallery first in
        its category; edit its title, alt text or order afterwards.
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <div className="grid gap-1.5 sm:w-56">
          <Label htmlFor={`${baseId}-category`}>Add to category</Label>
          <Select value={category} onValueChange={setCategory}>
            <SelectTrigger id={`${baseId}-category`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {options.map((option) => (
                <SelectItem key={option} value={option}>
                  {galleryCategoryLabel(option)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <input
            ref={fileRef}
            id={`${baseId}-files`}
            type="file"
            multiple
            accept={IMAGE_FILE_ACCEPT}
            className="sr-only"
            tabIndex={-1}
            aria-label="Upload photos files"
            aria-describedby={`${baseId}-limits`}
            onChange={handleFiles}
          />
          <Button
            type="button"
            onClick={() => fileRef.current?.click()}
            aria-describedby={`${baseId}-limits`}
          >
            {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Upload aria-hidden="true" />}
            Choose photos
          </Button>
          <p id={`${baseId}-limits`} className="text-sm text-muted-foreground">
            {UPLOAD_LIMITS_TEXT}
          </p>
        </div>
      </div>
      {items.length > 0 ? (
        <ul
          aria-label="Photo uploads"
          aria-live="polite"
          className="mt-4 divide-y divide-border overflow-hidden rounded-lg border border-border"
        >
          {items.map((item) => (
            <PhotoRow key={item.key} item={item} onRetry={retry} />
          ))}
        </ul>
      ) : null}
    </Card>
  );
}

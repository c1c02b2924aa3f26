import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { DemoContentCounts, DemoContentPreview, DemoRecordKind } from '../../../shared/schemas/setup.js';
import { Button } from '../../components/ui/button.js';
import { Checkbox } from '../../components/ui/checkbox.js';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.js';
import { Spinner } from '../../components/ui/spinner.js';
import { errorMessage } from '../../lib/api.js';
import { useDemoContentPreview, useRemoveDemoContent } from './queries.js';

type CountedKind = keyof DemoContentCounts;

/** Each kind in the owner's words, one and many, in the order the confirmation lists them. */
const KIND_WORDS: Record<CountedKind, [one: string, many: string]> = {
  experiences: ['bookable experience', 'bookable experiences'],
  experienceBookings: ['booking of the demo experiences', 'bookings of the demo experiences'],
  rooms: ['room', 'rooms'],
  amenities: ['amenity group', 'amenity groups'],
  attractions: ['attraction', 'attractions'],
  attractionCategories: ['attraction category', 'attraction categories'],
  guestInfoItems: ['guest information item', 'guest information items'],
  guestInfoCategories: ['guest information category', 'guest information categories'],
  checkInInstructions: ['check-in instruction', 'check-in instructions'],
  testimonials: ['review', 'reviews'],
  galleryImages: ['gallery picture', 'gallery pictures'],
  contactSubmissions: ['enquiry', 'enquiries'],
  accessCodes: ['access code', 'access codes'],
  feeds: ['demo calendar', 'demo calendars'],
};

const counted = (n: number, kind: CountedKind) => `${n} ${KIND_WORDS[kind][n === 1 ? 0 : 1]}`;

/** The one-word name of a kind for an edited record's line: "Room: Master Suite". */
const KIND_NAMES: Record<DemoRecordKind, string> = {
  experiences: 'Experience',
  rooms: 'Room',
  amenities: 'Amenities',
  attractions: 'Attraction',
  attractionCategories: 'Attraction category',
  guestInfoItems: 'Guest information',
  guestInfoCategories: 'Guest information category',
  checkInInstructions: 'Check-in instruction',
  testimonials: 'Review',
  galleryImages: 'Gallery picture',
  contactSubmissions: 'Enquiry',
  accessCodes: 'Access code',
};

const refKey = (ref: { kind: string; id: number }) => `${ref.kind}:${ref.id}`;

/** How many of each kind go, the edited records not ticked left out. */
function countsToRemove(preview: DemoContentPreview, ticked: ReadonlySet<string>) {
  const kept = new Map<string, number>();
  for (const record of preview.edited) {
    if (!ticked.has(refKey(record))) kept.set(record.kind, (kept.get(record.kind) ?? 0) + 1);
  }
  return (Object.keys(KIND_WORDS) as CountedKind[])
    .map((kind) => ({ kind, n: preview.counts[kind] - (kept.get(kind) ?? 0) }))
    .filter(({ n }) => n > 0);
}

function RemovalDetails({
  preview,
  ticked,
  onTick,
}: {
  preview: DemoContentPreview;
  ticked: ReadonlySet<string>;
  onTick: (key: string, on: boolean) => void;
}) {
  const going = countsToRemove(preview, ticked);
  return (
    <div className="max-h-[50vh] space-y-4 overflow-y-auto text-sm">
      {going.length > 0 ? (
        <ul
          aria-label="What will be removed"
          className="grid gap-x-6 gap-y-1 sm:grid-cols-2"
          data-demo-counts
        >
          {going.map(({ kind, n }) => (
            <li key={kind} className="flex gap-2">
              <span aria-hidden="true" className="text-muted-foreground">
                •
              </span>
              {counted(n, kind)}
            </li>
          ))}
        </ul>
      ) : (
        <p>Nothing of the demo is left to remove.</p>
      )}
      {preview.edited.length > 0 ? (
        <fieldset>
          <legend className="mb-2 font-semibold">You changed these: they stay unless you tick them</legend>
          <div className="space-y-2 rounded-lg border border-border p-3">
            {preview.edited.map((record) => {
              const key = refKey(record);
              const id = `demo-edited-${record.kind}-${record.id}`;
              return (
                <div key={key} className="flex items-start gap-3">
                  <Checkbox
                    id={id}
                    checked={ticked.has(key)}
                    onCheckedChange={(state) => onTick(key, state === true)}
                    className="mt-0.5"
                  />
                  <label htmlFor={id} className="min-w-0 break-words">
                    <span className="text-muted-foreground">{KIND_NAMES[record.kind]}:</span> {record.label}
                  </label>
                </div>
              );
            })}
          </div>
        </fieldset>
      ) : null}
    </div>
  );
}

/** The checklist's last step: what the demo still shows, and its removal after a confirmation with the counts. */
export function DemoContentStep({ demo }: { demo: DemoContentCounts }) {
  const [confirming, setConfirming] = useState(false);
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const preview = useDemoContentPreview(confirming);
  const remove = useRemoveDemoContent();
  const total = Object.values(demo).reduce((sum, n) => sum + n, 0);
  const onTick = (key: string, on: boolean) =>
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  const open = (next: boolean) => {
    if (next) setTicked(new Set());
    setConfirming(next);
  };
  return (
    <div className="space-y-2">
      <p className="text-muted-foreground">
        The website still shows the demo’s rooms, experiences, attractions, reviews and pictures ({total}{' '}
        records). Replace them with your own, or remove them all at once; what you added yourself stays.
      </p>
      <Button variant="outline" size="sm" onClick={() => open(true)}>
        <Trash2 aria-hidden="true" />
        Remove demo content
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={open}
        title="Remove the demo content?"
        description="This deletes what the demo made. What you added yourself is kept. This cannot be undone."
        confirmLabel="Remove demo content"
        pending={remove.isPending || preview.isPending}
        onConfirm={() =>
          // Without the list (it failed to load) there is nothing to confirm: the dialog stays open.
          preview.data
            ? remove.mutateAsync(
                preview.data.edited
                  .filter((record) => ticked.has(refKey(record)))
                  .map(({ kind, id }) => ({ kind, id })),
              )
            : Promise.reject(new Error('The demo content could not be counted'))
        }
      >
        {preview.data ? (
          <RemovalDetails preview={preview.data} ticked={ticked} onTick={onTick} />
        ) : preview.isError ? (
          <p role="alert" className="text-sm text-destructive">
            The demo content could not be counted: {errorMessage(preview.error)}. Close this and try again.
          </p>
        ) : (
          <div className="flex justify-center py-4">
            <Spinner label="Counting the demo content" className="size-6 text-primary" />
          </div>
        )}
      </ConfirmDialog>
    </div>
  );
}

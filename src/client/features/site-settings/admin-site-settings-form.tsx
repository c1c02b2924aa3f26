import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { type Control, Controller, type FieldErrors, useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  type SiteSettings,
  SiteSettingsSchema,
  type SiteSettingsUpdate,
} from '../../../shared/schemas/site-settings.js';
import { Button } from '../../components/ui/button.js';
import { Card } from '../../components/ui/card.js';
import { darkDestructiveText, ErrorLine } from '../../components/ui/form-field.js';
import { Input } from '../../components/ui/input.js';
import { Textarea } from '../../components/ui/textarea.js';
import { cn } from '../../lib/cn.js';
import { TextareaField, TextField } from '../admin/text-field.js';
import { useUpdateSiteSettings } from './admin-api.js';

type FormValues = SiteSettings;
type FormOutput = z.output<typeof SiteSettingsSchema>;
type ListName = 'aboutParagraphs' | 'aboutBadges' | 'locationLines';

const ID = 'site-settings';

/** One group of the form: a titled card. */
function SettingsSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card className="p-5 sm:p-6" aria-labelledby={`${ID}-${id}-title`} role="group">
      <h2 id={`${ID}-${id}-title`} className="font-serif text-xl font-semibold text-foreground">
        {title}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{description}</p>
      <div className="mt-5 grid gap-5">{children}</div>
    </Card>
  );
}

/**
 * A list of texts (About paragraphs, feature badges, location lines): one field per entry, with
 * add and remove. Each entry's error shows under it; the list's own (too few, too many) under the list.
 */
function ListEditor({
  control,
  errors,
  name,
  legend,
  itemLabel,
  addLabel,
  hint,
  max,
  multiline = false,
}: {
  control: Control<FormValues, unknown, FormOutput>;
  errors: FieldErrors<FormValues>;
  name: ListName;
  legend: string;
  itemLabel: string;
  addLabel: string;
  hint: string;
  max: number;
  multiline?: boolean;
}) {
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const listId = `${ID}-${name}`;
  const listErrors = errors[name] as
    | (Record<number, { message?: string } | undefined> & { message?: string; root?: { message?: string } })
    | undefined;
  const listMessage = listErrors?.message ?? listErrors?.root?.message;

  // Moves focus to the entry just added (or to the one before a removed entry).
  useEffect(() => {
    if (focusIndex === null) return;
    document.getElementById(`${listId}-${focusIndex}`)?.focus();
    setFocusIndex(null);
  }, [focusIndex, listId]);

  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const items = field.value ?? [];
        const setItem = (index: number, value: string) =>
          field.onChange(items.map((item, i) => (i === index ? value : item)));
        const removeItem = (index: number) => {
          field.onChange(items.filter((_, i) => i !== index));
          setFocusIndex(index > 0 ? index - 1 : null);
        };
        const addItem = () => {
          field.onChange([...items, '']);
          setFocusIndex(items.length);
        };
        return (
          <fieldset className="grid gap-3" aria-describedby={`${listId}-hint`}>
            <legend className="text-sm font-medium text-foreground">{legend}</legend>
            <p id={`${listId}-hint`} className="text-sm text-muted-foreground">
              {hint}
            </p>
            {items.length > 0 ? (
              <ol className="grid gap-3">
                {items.map((item, index) => {
                  const inputId = `${listId}-${index}`;
                  const label = `${itemLabel} ${index + 1}`;
                  const error = listErrors?.[index]?.message;
                  const errorId = `${inputId}-error`;
                  const common = {
                    id: inputId,
                    value: item,
                    'aria-label': label,
                    'aria-invalid': error ? true : undefined,
                    'aria-describedby': error ? errorId : undefined,
                  };
                  return (
                    // Entries have no identity but their place; the inputs are controlled, so a
                    // removal re-renders the right texts in the remaining fields.
                    <li key={`${name}-${index}`} className="grid gap-1.5">
                      <div className="flex items-start gap-2">
                        {multiline ? (
                          <Textarea
                            {...common}
                            rows={4}
                            onChange={(event) => setItem(index, event.target.value)}
                          />
                        ) : (
                          <Input {...common} onChange={(event) => setItem(index, event.target.value)} />
                        )}
                        <Button
                          type="button"
                          variant="ghost"
                          size="icon"
                          className="shrink-0 text-muted-foreground hover:text-destructive"
                          aria-label={`Remove ${label.toLowerCase()}`}
                          onClick={() => removeItem(index)}
                        >
                          <Trash2 aria-hidden="true" />
                        </Button>
                      </div>
                      {error ? (
                        <p
                          id={errorId}
                          role="alert"
                          className={cn('text-sm text-destructive', darkDestructiveText)}
                        >
                          {error}
                        </p>
                      ) : null}
                    </li>
                  );
                })}
              </ol>
            ) : null}
            <ErrorLine>{listMessage}</ErrorLine>
            <div>
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={addItem}
                disabled={items.length >= max}
              >
                <Plus aria-hidden="true" />
                {addLabel}
              </Button>
            </div>
          </fieldset>
        );
      }}
    />
  );
}

/** Only what the owner changed goes to the server (PUT is a partial update). */
function changedFields(
  data: FormOutput,
  dirty: Partial<Record<keyof FormValues, unknown>>,
): SiteSettingsUpdate {
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(data) as (keyof FormOutput)[]) {
    if (dirty[key]) changes[key] = data[key];
  }
  return changes as SiteSettingsUpdate;
}

/** The Site settings form: the chalet's own words and links, grouped by where they show. */
export function AdminSiteSettingsForm({ settings }: { settings: SiteSettings }) {
  const update = useUpdateSiteSettings();
  const form = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(SiteSettingsSchema),
    defaultValues: settings,
  });
  const { errors, isDirty, dirtyFields } = form.formState;

  // A link to one field (`#bookingUrl` from the setup checklist and the Availability screen) lands on it.
  useEffect(() => {
    const field = window.location.hash.slice(1);
    if (!Object.hasOwn(SiteSettingsSchema.shape, field)) return;
    const control = document.getElementById(`${ID}-${field}`);
    control?.scrollIntoView({ block: 'center' });
    control?.focus({ preventScroll: true });
  }, []);

  const onSubmit = form.handleSubmit((data) => {
    const changes = changedFields(data, dirtyFields);
    update.mutate(changes, { onSuccess: (saved) => form.reset(saved) });
  });

  const text = (name: Exclude<keyof FormValues, ListName>, label: string, hint?: string, rows?: number) => {
    const id = `${ID}-${name}`;
    return rows ? (
      <TextareaField form={form} name={name} id={id} label={label} hint={hint} rows={rows} />
    ) : (
      input(name, label, hint)
    );
  };
  /** A one-line text input; `extra` gives its type, keyboard, placeholder or width. */
  const input = (
    name: Exclude<keyof FormValues, ListName>,
    label: string,
    hint: string | undefined,
    extra: {
      type?: 'tel' | 'email' | 'url';
      inputMode?: 'decimal' | 'numeric' | 'url';
      placeholder?: string;
      inputClassName?: string;
    } = {},
  ) => (
    <TextField
      form={form}
      name={name}
      id={`${ID}-${name}`}
      label={label}
      hint={hint}
      autoComplete="off"
      {...extra}
    />
  );
  const link = (name: 'asSeenOnUrl' | 'socialUrl' | 'bookingUrl', label: string, hint: string) =>
    input(name, label, hint, { type: 'url', inputMode: 'url', placeholder: 'https://' });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Site settings" className="grid gap-6">
      <SettingsSection
        id="name"
        title="Name"
        description="The chalet's name in the header, footer, page titles, emails and the guests' arrival messages."
      >
        {text('siteName', 'Site name')}
        {input('siteShortName', 'Short name', "Under the app icon on a guest's phone; keep it short.", {
          inputClassName: 'max-w-72',
        })}
      </SettingsSection>

      <SettingsSection
        id="hero"
        title="Hero"
        description="The first thing visitors see at the top of the home page."
      >
        {text('heroEyebrow', 'Eyebrow', 'The small line above the headline.')}
        {text('heroHeadline', 'Headline', 'Also the title of links to the site shared on social media.')}
        {text('heroSubline', 'Sub-line', 'Shown under the headline on tablets and computers.', 3)}
      </SettingsSection>

      <SettingsSection id="about" title="About" description="The 'About' section of the home page.">
        {text('aboutTitle', 'Title')}
        <ListEditor
          control={form.control}
          errors={errors}
          name="aboutParagraphs"
          legend="Paragraphs"
          itemLabel="Paragraph"
          addLabel="Add paragraph"
          hint="One to six paragraphs, in order."
          max={6}
          multiline
        />
        <ListEditor
          control={form.control}
          errors={errors}
          name="aboutBadges"
          legend="Feature badges"
          itemLabel="Badge"
          addLabel="Add badge"
          hint="Short highlights, e.g. Sauna. Up to ten."
          max={10}
        />
      </SettingsSection>

      <SettingsSection
        id="promo"
        title="Promotion"
        description="The full-width band inviting visitors to book. Clear the title and button to hide it."
      >
        {text('promoTitle', 'Title (optional)')}
        {text('promoText', 'Text (optional)', undefined, 3)}
        {text('promoButton', 'Button (optional)', 'The button opens the booking link.')}
      </SettingsSection>

      <SettingsSection
        id="as-seen-on"
        title="As Seen On"
        description="The television appearance of the chalet. Clear the text and link to hide the section."
      >
        {text('asSeenOnText', 'Text (optional)')}
        {text('asSeenOnLabel', 'Label (optional)', 'e.g. the season and episode.')}
        {link('asSeenOnUrl', 'Link (optional)', 'The episode page, opened in a new tab.')}
      </SettingsSection>

      <SettingsSection
        id="footer"
        title="Footer and location"
        description="The foot of every page and the contact section."
      >
        {text('footerTagline', 'Tagline')}
        {text('footerText', 'Footer text', undefined, 2)}
        <ListEditor
          control={form.control}
          errors={errors}
          name="locationLines"
          legend="Location lines"
          itemLabel="Location line"
          addLabel="Add line"
          hint="The address as shown, one to four lines."
          max={4}
        />
        {link('socialUrl', 'Social media link', "The footer's 'Follow us on social media' link.")}
      </SettingsSection>

      <SettingsSection
        id="contact"
        title="Contact and booking"
        description="How guests reach the host and where they book."
      >
        <div className="grid gap-5 md:grid-cols-2">
          {input('hostPhone', 'Host phone (optional)', 'Shown in the contact section when set.', {
            type: 'tel',
          })}
          {input('hostEmail', 'Host email (optional)', 'Shown in the contact section when set.', {
            type: 'email',
          })}
        </div>
        {text(
          'replyNote',
          'Reply note',
          'Shown with the thank-you after a guest sends a message: when to expect an answer.',
        )}
        {link(
          'bookingUrl',
          'Booking link',
          "Every 'Book Your Stay' button opens this page on the booking platform.",
        )}
      </SettingsSection>

      <SettingsSection
        id="position"
        title="For search engines"
        description="Facts search engines show beside the chalet. Empty fields are left out; latitude and longitude go together."
      >
        <div className="grid items-start gap-5 md:grid-cols-2">
          {input('latitude', 'Latitude (optional)', 'Degrees, negative south of the equator, e.g. -33.619.', {
            inputMode: 'decimal',
          })}
          {input('longitude', 'Longitude (optional)', 'Degrees, positive east of Greenwich, e.g. 150.227.', {
            inputMode: 'decimal',
          })}
        </div>
        {input('maxGuests', 'Maximum guests (optional)', 'How many guests the chalet sleeps.', {
          inputMode: 'numeric',
          inputClassName: 'max-w-40',
        })}
      </SettingsSection>

      {/* Always in reach on a long form; one row on phones, the status line for screen readers there. */}
      <div className="sticky bottom-0 z-10 -mx-4 flex items-center gap-3 border-t border-border bg-background px-4 py-3 sm:mx-0 sm:rounded-xl sm:border sm:px-6 sm:py-4">
        <p
          className="sr-only sm:not-sr-only sm:mr-auto sm:text-sm sm:text-muted-foreground"
          aria-live="polite"
        >
          {isDirty ? 'You have unsaved changes.' : 'All changes saved.'}
        </p>
        <Button
          type="button"
          variant="outline"
          className="flex-1 sm:flex-none"
          disabled={!isDirty || update.isPending}
          onClick={() => form.reset()}
        >
          Discard changes
        </Button>
        <Button type="submit" className="flex-1 sm:flex-none" disabled={!isDirty || update.isPending}>
          {update.isPending ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
          Save changes
        </Button>
      </div>
    </form>
  );
}

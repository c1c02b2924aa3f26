import { type FormEvent, useEffect, useRef, useState } from 'react';
import { MESSAGE_MIN_LENGTH } from '../../../shared/constants.js';
import { m } from '../../../shared/i18n/locale.js';
import { sectionIds } from '../../../shared/routes.js';
import type { ContactCreateInput } from '../../../shared/schemas/contact.js';
import { CONTROL_CHARACTER_MESSAGE } from '../../../shared/text/control-characters.js';
import { LocationLines } from '../../components/layout/location-lines.js';
import { HeadedSection, Reveal } from '../../components/layout/section.js';
import { Button } from '../../components/ui/button.js';
import { FormField } from '../../components/ui/form-field.js';
import { Input } from '../../components/ui/input.js';
import { PhoneLink } from '../../components/ui/phone-link.js';
import { SpriteIcon } from '../../components/ui/sprite-icon.js';
import { Textarea } from '../../components/ui/textarea.js';
import { toast } from '../../hooks/use-toast.js';
import { useAnalytics } from '../../lib/analytics.js';
import { cn } from '../../lib/cn.js';
import { datesEnquiryText, onDatesRequested } from '../../lib/dates-enquiry.js';
import { fallbackLang } from '../../lib/page-locale.js';
import { useBookingUrl } from '../site-settings/cached-queries.js';
import { siteSettingsQuery, useSiteSettings } from '../site-settings/queries.js';
import { type ContactMessage, useSendContactMessage } from './mutations.js';

type ContactField = keyof ContactCreateInput;
type ContactErrors = Partial<Record<ContactField, string>>;
const FIELDS: readonly ContactField[] = ['name', 'email', 'subject', 'message'];

/**
 * The shared schema (the server validates with the same one) is loaded on first use, so the home
 * page's first download does not carry the validator.
 */
const loadSchema = () => import('../../../shared/schemas/contact-form.js').then((m) => m.ContactCreateSchema);

/**
 * The shared schema's messages (English, the server's too) in the page's language, by their text; one
 * not listed stays as it is.
 */
const localizedError = (message: string): string => {
  const max = /^(Message must|Must) be at most (\d+) characters$/.exec(message);
  if (max)
    return (max[1] === 'Must' ? m.home_contact_too_long : m.home_contact_message_long)({ max: max[2] });
  const texts: Record<string, () => string> = {
    'Name is required': m.home_contact_name_required,
    'Subject is required': m.home_contact_subject_required,
    'Please enter a valid email address': m.home_contact_email_invalid,
    [`Message must be at least ${MESSAGE_MIN_LENGTH} characters`]: () =>
      m.home_contact_message_short({ min: MESSAGE_MIN_LENGTH }),
    [CONTROL_CHARACTER_MESSAGE]: m.home_contact_control_characters,
  };
  return Object.hasOwn(texts, message) ? texts[message]() : message;
};

async function validateContact(
  form: HTMLFormElement,
): Promise<{ data: ContactMessage; errors?: undefined } | { data?: undefined; errors: ContactErrors }> {
  const schema = await loadSchema();
  const values = Object.fromEntries(
    FIELDS.map((field) => [field, String(new FormData(form).get(field) ?? '')]),
  );
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data };
  const errors: ContactErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField;
    errors[field] ??= localizedError(issue.message);
  }
  return { errors };
}

/** The host's phone and email links, where the owner has set them. */
function HostContactLinks({
  phone,
  email,
  className,
}: {
  phone?: string;
  email?: string;
  className?: string;
}) {
  if (!phone && !email) return null;
  return (
    <ul className={cn('space-y-2 text-sm', className)}>
      {phone ? (
        <li>
          <PhoneLink
            phone={phone}
            className="inline-flex items-center gap-3 rounded-sm text-foreground underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            <SpriteIcon id="phone" className="size-4 text-primary" />
            <span className="sr-only">{m.home_contact_phone()} </span>
          </PhoneLink>
        </li>
      ) : null}
      {email ? (
        <li>
          <a
            href={`mailto:${email}`}
            className="inline-flex items-center gap-3 rounded-sm break-all text-foreground underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            <SpriteIcon id="mail" className="size-4 shrink-0 text-primary" />
            <span className="sr-only">{m.home_contact_email_label()} </span>
            {email}
          </a>
        </li>
      ) : null}
    </ul>
  );
}

/**
 * What stays after a message is sent (besides the spec's toast): a thank-you, when to expect a reply
 * and how to reach the host, until the visitor chooses to write a new message.
 */
function ContactThanks({ name, onNewMessage }: { name: string; onNewMessage: () => void }) {
  const { data: settings } = useSiteSettings();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form is gone: the thank-you takes the focus, so keyboard and screen-reader users land on it.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="grid gap-4" data-testid="contact-thanks">
      <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
        <SpriteIcon id="circle-check" className="size-6" />
      </span>
      <h4 ref={headingRef} tabIndex={-1} className="font-serif text-xl font-semibold outline-none">
        {name ? m.home_contact_thanks_named({ name }) : m.home_contact_thanks()}
      </h4>
      <p className="leading-relaxed text-muted-foreground" lang={fallbackLang(settings, 'replyNote')}>
        {settings?.replyNote}
      </p>
      {settings?.hostPhone || settings?.hostEmail ? (
        <div className="grid gap-2">
          <p className="text-sm text-muted-foreground">{m.home_contact_sooner()}</p>
          <HostContactLinks phone={settings.hostPhone} email={settings.hostEmail} />
        </div>
      ) : null}
      <Button type="button" variant="outline" className="justify-self-start" onClick={onNewMessage}>
        {m.home_contact_another()}
      </Button>
    </div>
  );
}

function ContactForm() {
  const [sentBy, setSentBy] = useState<string | null>(null);
  if (sentBy !== null) return <ContactThanks name={sentBy} onNewMessage={() => setSentBy(null)} />;
  return <ContactMessageForm onSent={setSentBy} />;
}

function ContactMessageForm({ onSent }: { onSent: (name: string) => void }) {
  const track = useAnalytics();
  const send = useSendContactMessage();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<ContactErrors>({});
  // Like a form library's "validate on submit, then on every change": messages appear after the first
  // submit and clear as soon as the field is fixed.
  const submitted = useRef(false);
  const sending = send.isPending;

  // 'Request these dates' from the calendar fills the subject and message (decision 0057).
  useEffect(
    () =>
      onDatesRequested((enquiry) => {
        const form = formRef.current;
        if (!form) return;
        const { subject, message } = datesEnquiryText(enquiry);
        (form.elements.namedItem('subject') as HTMLInputElement).value = subject;
        (form.elements.namedItem('message') as HTMLTextAreaElement).value = message;
      }),
    [],
  );

  const revalidate = () => {
    const form = formRef.current;
    if (!submitted.current || !form) return;
    void validateContact(form).then((result) => setErrors(result.errors ?? {}));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    submitted.current = true;
    const result = await validateContact(form);
    if (result.errors) {
      setErrors(result.errors);
      const first = FIELDS.find((field) => result.errors[field]);
      if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
      return;
    }
    setErrors({});
    await send.mutateAsync(result.data).then(
      () => {
        toast({ title: m.home_contact_sent_title(), description: m.home_contact_sent_text() });
        track('contact');
        form.reset();
        submitted.current = false;
        onSent(result.data.name);
      },
      () => {
        toast({
          variant: 'destructive',
          title: m.home_contact_failed_title(),
          description: m.home_contact_failed_text(),
        });
      },
    );
  };

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      onChange={revalidate}
      onFocus={() => void loadSchema()}
      noValidate
      aria-label={m.home_contact_form()}
      className="grid gap-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={m.home_contact_name()} htmlFor="contact-name" error={errors.name}>
          <Input id="contact-name" name="name" autoComplete="name" />
        </FormField>
        <FormField label={m.home_contact_email()} htmlFor="contact-email" error={errors.email}>
          <Input id="contact-email" name="email" type="email" autoComplete="email" />
        </FormField>
      </div>
      <FormField label={m.home_contact_subject()} htmlFor="contact-subject" error={errors.subject}>
        <Input id="contact-subject" name="subject" />
      </FormField>
      <FormField label={m.home_contact_message()} htmlFor="contact-message" error={errors.message}>
        <Textarea id="contact-message" name="message" rows={4} className="md:min-h-40" />
      </FormField>
      <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto sm:justify-self-start">
        <SpriteIcon id="send" />
        {sending ? m.home_contact_sending() : m.home_contact_send()}
      </Button>
    </form>
  );
}

export function ContactSection() {
  const bookingUrl = useBookingUrl();
  const { data: settings } = useSiteSettings();
  const track = useAnalytics();

  return (
    <HeadedSection
      id={sectionIds.contact}
      tone="muted"
      eyebrow={m.home_contact_eyebrow()}
      title={m.home_contact_title()}
      intro={m.home_contact_intro()}
    >
      <div className="grid gap-6 md:gap-8 lg:grid-cols-[1fr_2fr] lg:gap-12">
        <Reveal className="flex flex-col gap-6">
          <div className="rounded-2xl border border-border bg-card p-7 shadow-sm">
            <div className="flex items-start gap-4">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
                <SpriteIcon id="map-pin" className="size-5" />
              </span>
              <div>
                <h3 className="font-serif text-lg font-semibold">{m.home_contact_location()}</h3>
                <address
                  className="mt-1 leading-relaxed text-muted-foreground not-italic"
                  lang={fallbackLang(settings, 'locationLines')}
                >
                  <LocationLines lines={settings?.locationLines} />
                </address>
              </div>
            </div>
            <HostContactLinks
              phone={settings?.hostPhone}
              email={settings?.hostEmail}
              className="mt-5 border-t border-border pt-5"
            />
          </div>
          <div className="rounded-2xl bg-emerald-950 p-7 text-emerald-50 shadow-sm">
            <div className="flex items-start gap-4">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-white/10 text-amber-200">
                <SpriteIcon id="calendar-check" className="size-5" />
              </span>
              <div>
                <h3 className="font-serif text-lg font-semibold text-white">{m.home_contact_ready()}</h3>
                <p className="mt-1 text-sm leading-relaxed text-emerald-50/80">
                  {m.home_contact_ready_text()}
                </p>
              </div>
            </div>
            <a
              href={bookingUrl}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => track('book_stay', { location: 'contact' })}
              className="mt-6 inline-flex h-11 w-full items-center justify-center gap-2 rounded-lg bg-accent px-6 text-sm font-semibold text-accent-foreground shadow-sm transition-colors outline-none hover:bg-accent/90 focus-visible:ring-2 focus-visible:ring-amber-200 focus-visible:ring-offset-2 focus-visible:ring-offset-emerald-950"
            >
              {m.common_header_book()}
              <SpriteIcon id="external-link" className="size-4" />
              <span className="sr-only">{m.common_new_tab()}</span>
            </a>
          </div>
        </Reveal>
        <Reveal delay={0.1} className="rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-8 md:p-10">
          <h3 className="mb-6 font-serif text-2xl font-semibold">{m.home_contact_write()}</h3>
          <ContactForm />
        </Reveal>
      </div>
    </HeadedSection>
  );
}

/** What it reads, so the server prefetches it (decision 0019). */
ContactSection.queries = [siteSettingsQuery];

import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarCheck, ExternalLink, MapPin, Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { sectionIds } from '../../../shared/routes.js';
import type { ContactCreateInput } from '../../../shared/schemas/contact.js';
import { ContactCreateSchema } from '../../../shared/schemas/contact-form.js';
import { HOME_COPY } from '../../../shared/site.js';
import { Reveal, Section, SectionHeader } from '../../components/layout/section.js';
import { Button } from '../../components/ui/button.js';
import { FormField } from '../../components/ui/form-field.js';
import { Input } from '../../components/ui/input.js';
import { Textarea } from '../../components/ui/textarea.js';
import { toast } from '../../hooks/use-toast.js';
import { useAnalytics } from '../../lib/analytics.js';
import { useSiteConfig } from '../../lib/site-config.js';
import { type ContactMessage, useSendContactMessage } from './mutations.js';

const EMPTY_FORM: ContactCreateInput = { name: '', email: '', subject: '', message: '' };

function ContactForm() {
  const track = useAnalytics();
  const send = useSendContactMessage();
  const form = useForm<ContactCreateInput, unknown, ContactMessage>({
    resolver: zodResolver(ContactCreateSchema),
    defaultValues: EMPTY_FORM,
  });
  const { errors } = form.formState;
  const sending = send.isPending;

  const onSubmit = form.handleSubmit((values) =>
    send.mutateAsync(values).then(
      () => {
        toast({ title: 'Message sent successfully!', description: "We'll get back to you soon." });
        track('contact');
        form.reset(EMPTY_FORM);
      },
      () => {
        toast({
          variant: 'destructive',
          title: 'Error sending message',
          description: 'Please try again later or contact us directly.',
        });
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Contact form" className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Name" htmlFor="contact-name" error={errors.name?.message}>
          <Input id="contact-name" autoComplete="name" {...form.register('name')} />
        </FormField>
        <FormField label="Email" htmlFor="contact-email" error={errors.email?.message}>
          <Input id="contact-email" type="email" autoComplete="email" {...form.register('email')} />
        </FormField>
      </div>
      <FormField label="Subject" htmlFor="contact-subject" error={errors.subject?.message}>
        <Input id="contact-subject" {...form.register('subject')} />
      </FormField>
      <FormField label="Message" htmlFor="contact-message" error={errors.message?.message}>
        <Textarea id="contact-message" rows={6} {...form.register('message')} />
      </FormField>
      <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto sm:justify-self-start">
        <Send aria-hidden="true" />
        {sending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}

export function ContactSection() {
  const { bookingUrl } = useSiteConfig();
  const track = useAnalytics();

  return (
    <Section id={sectionIds.contact} tone="muted" aria-labelledby="contact-title">
      <SectionHeader
        id="contact-title"
        eyebrow={HOME_COPY.contactEyebrow}
        title={HOME_COPY.contactTitle}
        intro={HOME_COPY.contactIntro}
      />
      <div className="grid gap-8 lg:grid-cols-[1fr_2fr] lg:gap-12">
        <Reveal className="flex flex-col gap-6">
          <div className="rounded-2xl border border-border bg-card p-7 shadow-sm">
            <div className="flex items-start gap-4">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
                <MapPin className="size-5" aria-hidden="true" />
              </span>
              <div>
                <h3 className="font-serif text-lg font-semibold">Location</h3>
                <address className="mt-1 leading-relaxed text-muted-foreground not-italic">
                  Kanimbla, Blue Mountains
                  <br />
                  NSW, Australia
                </address>
              </div>
            </div>
          </div>
          <div className="rounded-2xl bg-emerald-950 p-7 text-emerald-50 shadow-sm">
            <div className="flex items-start gap-4">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-white/10 text-amber-200">
                <CalendarCheck className="size-5" aria-hidden="true" />
              </span>
              <div>
                <h3 className="font-serif text-lg font-semibold text-white">Ready to book?</h3>
                <p className="mt-1 text-sm leading-relaxed text-emerald-50/80">
                  Check availability and reserve your dates on our booking platform.
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
              Book Your Stay
              <ExternalLink className="size-4" aria-hidden="true" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </div>
        </Reveal>
        <Reveal delay={0.1} className="rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8 md:p-10">
          <h3 className="mb-6 font-serif text-2xl font-semibold">Send us a message</h3>
          <ContactForm />
        </Reveal>
      </div>
    </Section>
  );
}

import { type FormEvent, useRef, useState } from 'react';
import { getLocale, m } from '../../../shared/i18n/locale.js';
import { multiplyMoney } from '../../../shared/money.js';
import {
  BOOKING_DATE_MESSAGE,
  BOOKING_EMAIL_MESSAGE,
  BOOKING_NAME_FORM_MESSAGE,
  BOOKING_NAME_MESSAGE,
  BOOKING_PARTICIPANTS_MESSAGE,
  BOOKING_PHONE_MESSAGE,
  BOOKING_PHONE_SHORT_MESSAGE,
} from '../../../shared/schemas/experience-booking-form.js';
import type {
  BookingConfirmation,
  Experience,
  ExperienceBookingCreateInput,
} from '../../../shared/schemas/experiences.js';
import { Button } from '../../components/ui/button.js';
import { FormField } from '../../components/ui/form-field.js';
import { Input } from '../../components/ui/input.js';
import { Textarea } from '../../components/ui/textarea.js';
import { ApiRequestError } from '../../lib/api.js';
import { formatBookingDate, formatPrice, placesText } from './format.js';
import { useBookExperience } from './mutations.js';

type BookingField =
  | 'guestName'
  | 'guestEmail'
  | 'guestPhone'
  | 'bookingDate'
  | 'participants'
  | 'specialRequests';
export type BookingErrors = Partial<Record<BookingField, string>>;

/** The shared schema the server validates with, loaded on first submit (it is not needed to read the page). */
const loadSchema = () => import('./booking-schema.js').then((m) => m.ExperienceBookingCreateSchema);

/**
 * The schema's (and the server's) field messages are the spec's English words: the page shows them in
 * its own language. A message not listed here (a length limit) is shown as it came.
 */
const FIELD_MESSAGES: Record<string, () => string> = {
  [BOOKING_NAME_MESSAGE]: m.experiences_booking_error_name,
  [BOOKING_NAME_FORM_MESSAGE]: m.experiences_booking_error_name_form,
  [BOOKING_EMAIL_MESSAGE]: m.experiences_booking_error_email,
  [BOOKING_PHONE_MESSAGE]: m.experiences_booking_error_phone,
  [BOOKING_PHONE_SHORT_MESSAGE]: m.experiences_booking_error_phone_short,
  [BOOKING_DATE_MESSAGE]: m.experiences_booking_error_date,
  [BOOKING_PARTICIPANTS_MESSAGE]: m.experiences_booking_error_participants,
};

function localizeErrors(errors: BookingErrors): BookingErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, FIELD_MESSAGES[message]?.() ?? message]),
  );
}

/** The 409 answer when the date has fewer places left than asked for. */
function placesLeftOf(error: ApiRequestError): number | null {
  try {
    const body = JSON.parse(error.body) as { placesLeft?: unknown };
    return typeof body.placesLeft === 'number' ? body.placesLeft : null;
  } catch {
    return null;
  }
}

export interface BookingFormProps {
  experience: Experience;
  /** The date picked in the calendar (the form's `bookingDate`). */
  bookingDate: string | null;
  /** The calendar's own error slot shows the date's message. */
  onDateError: (message: string | undefined) => void;
  /** Places left on the picked date, for the participants field's maximum. */
  placesLeft: number | null;
  /** The signed-in stay guest's name, prefilled. */
  defaultName: string;
  onBooked: (confirmation: BookingConfirmation) => void;
  /** A 409: the availability is stale, read it again. */
  onFull: () => void;
}

/** Name, email, phone, participants and requests; the date comes from the calendar beside it. */
export function BookingForm({
  experience,
  bookingDate,
  onDateError,
  placesLeft,
  defaultName,
  onBooked,
  onFull,
}: BookingFormProps) {
  // One key per filled-in form: a retry of the same booking (after a lost answer, a 5xx, a double
  // press) sends it again, so it books once. Changed details are another booking: a new key (the
  // server answers 422 to a key reused with other details).
  const attempt = useRef<{ key: string; body: string } | null>(null);
  const book = useBookExperience();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<BookingErrors>({});
  const [conflict, setConflict] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [participants, setParticipants] = useState('1');
  const submitted = useRef(false);

  const valuesOf = (form: HTMLFormElement) => {
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? '');
    const count = text('participants').trim();
    return {
      experienceId: experience.id,
      guestName: text('guestName'),
      guestEmail: text('guestEmail'),
      guestPhone: text('guestPhone'),
      bookingDate: bookingDate ?? '',
      participants: count === '' ? undefined : Number(count),
      specialRequests: text('specialRequests').trim() || undefined,
    };
  };

  const validate = async (form: HTMLFormElement) => {
    const schema = await loadSchema();
    const result = schema.safeParse(valuesOf(form));
    const found: BookingErrors = {};
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = issue.path[0] as BookingField;
        found[field] ??= issue.message;
      }
    }
    const shown = localizeErrors(found);
    setErrors(shown);
    onDateError(shown.bookingDate);
    // The page's language goes with the booking: the guest's emails are written in it.
    return result.success
      ? { ...(result.data as ExperienceBookingCreateInput), language: getLocale() }
      : null;
  };

  const revalidate = () => {
    if (submitted.current && formRef.current) void validate(formRef.current);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitted.current = true;
    setConflict(null);
    setFailure(null);
    const form = event.currentTarget;
    const data = await validate(form);
    if (!data) {
      const first = form.querySelector<HTMLElement>('[aria-invalid="true"]');
      (first ?? document.getElementById('booking-calendar'))?.focus();
      return;
    }
    const body = JSON.stringify(data);
    if (attempt.current?.body !== body) attempt.current = { key: crypto.randomUUID(), body };
    book.mutate(
      { booking: data, idempotencyKey: attempt.current.key },
      {
        onSuccess: onBooked,
        onError: (error) => {
          if (error instanceof ApiRequestError && error.status === 409) {
            // The server's words say how many places are left ("Sorry, only 2 places are left…").
            const left = placesLeftOf(error);
            // In another language the page says it itself (the server speaks English).
            const english = getLocale() === 'en';
            setConflict(
              (english ? error.serverMessage : undefined) ??
                (left === null
                  ? m.experiences_booking_conflict()
                  : m.experiences_booking_conflict_left({ count: left })),
            );
            onFull();
            return;
          }
          if (error instanceof ApiRequestError && error.status === 400) {
            const fields = localizeErrors(error.fieldErrors as BookingErrors);
            if (Object.keys(fields).length > 0) {
              setErrors(fields);
              onDateError(fields.bookingDate);
              return;
            }
          }
          setFailure(
            error instanceof ApiRequestError && error.serverMessage && getLocale() === 'en'
              ? error.serverMessage
              : m.experiences_booking_send_failed(),
          );
        },
      },
    );
  };

  const count = Number(participants);
  const total =
    Number.isInteger(count) && count > 0 && count <= 10_000 ? multiplyMoney(experience.price, count) : null;

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} onChange={revalidate} className="grid gap-5">
      <FormField label={m.experiences_booking_name_label()} htmlFor="booking-name" error={errors.guestName}>
        <Input
          id="booking-name"
          name="guestName"
          autoComplete="name"
          defaultValue={defaultName}
          key={defaultName}
        />
      </FormField>
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <FormField
          label={m.experiences_booking_email_label()}
          htmlFor="booking-email"
          error={errors.guestEmail}
        >
          <Input id="booking-email" name="guestEmail" type="email" autoComplete="email" />
        </FormField>
        <FormField
          label={m.experiences_booking_phone_label()}
          htmlFor="booking-phone"
          error={errors.guestPhone}
        >
          <Input id="booking-phone" name="guestPhone" type="tel" autoComplete="tel" />
        </FormField>
      </div>
      <FormField
        label={m.experiences_booking_participants_label()}
        htmlFor="booking-participants"
        error={errors.participants}
        hint={
          placesLeft !== null
            ? m.experiences_booking_places_left_hint({ places: placesText(placesLeft) })
            : m.experiences_booking_up_to_hint({ count: experience.maxParticipants })
        }
      >
        <Input
          id="booking-participants"
          name="participants"
          type="number"
          inputMode="numeric"
          min={1}
          max={placesLeft ?? experience.maxParticipants}
          value={participants}
          onChange={(event) => setParticipants(event.target.value)}
        />
      </FormField>
      <FormField
        label={m.experiences_booking_requests_label()}
        htmlFor="booking-requests"
        error={errors.specialRequests}
      >
        <Textarea id="booking-requests" name="specialRequests" rows={3} />
      </FormField>
      {conflict ? (
        <p
          role="alert"
          className="rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive dark:text-red-300"
        >
          {conflict}
        </p>
      ) : null}
      {failure ? (
        <p
          role="alert"
          className="rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive dark:text-red-300"
        >
          {failure}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {total ? (
            <>
              {m.experiences_booking_total()}{' '}
              <span className="font-semibold text-foreground">{formatPrice(total)}</span>
              {bookingDate ? m.experiences_booking_total_on({ date: formatBookingDate(bookingDate) }) : ''}
            </>
          ) : null}
        </p>
        <Button type="submit" size="lg" disabled={book.isPending}>
          {book.isPending ? m.experiences_booking_submitting() : m.experiences_booking_submit()}
        </Button>
      </div>
    </form>
  );
}

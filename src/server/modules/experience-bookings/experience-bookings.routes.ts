import { createHash, randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { generateAccessCode } from '../../../shared/access-code-format.js';
import { adminApi } from '../../../shared/admin-routes.js';
import { isLocale, localizedPath, negotiateLocale, SOURCE_LOCALE } from '../../../shared/locales.js';
import { multiplyMoney } from '../../../shared/money.js';
import { api, manageBookingPagePath } from '../../../shared/routes.js';
import { IdParamsSchema } from '../../../shared/schemas/common.js';
import {
  BOOKING_NOT_FOUND_MESSAGE,
  BookingConfirmationSchema,
  BookingHeadersSchema,
  BookingStatusUpdateSchema,
  bookingFullMessage,
  ExperienceBookingCreateSchema,
  ExperienceBookingListQuerySchema,
  ExperienceBookingSchema,
  ExperienceBookingSummarySchema,
  IDEMPOTENCY_KEY_HEADER,
  ManagedBookingSchema,
  ManageTokenParamsSchema,
} from '../../../shared/schemas/experiences.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { errorChain, errorCode } from '../../lib/database-errors.js';
import { badRequest, conflict, HttpError, notFound, tooManyRequests } from '../../lib/http-error.js';
import { bookingEmailDraft, buildQueuedDrafts } from '../../platform/outbox/email-drafts.js';
import type { BookingEmailSource } from '../../platform/outbox/email-templates.js';
import { isEmailConfigured } from '../../platform/outbox/mailer.js';
import { signalOutbox } from '../../platform/outbox/outbox-signal.js';
import { hitRateLimit, RATE_RULES, rateLimitKey } from '../../platform/rate-limit/rate-limit.js';
import { isoDateInZone } from '../../platform/time/zoned-dates.js';
import { readEmailSettings } from '../email-settings/email-settings.js';
import { cancelUntilOf, startsAtOf, whyNotBookable } from '../experiences/booking-rules.js';
import { getSiteSettings } from '../site-settings/site-settings.repository.js';
import {
  type BookingRow,
  changeBookingStatus,
  confirmPendingBooking,
  createBooking,
  type ExperienceRow,
  effectiveStatus,
  findBookingByIdempotencyKey,
  findBookingByTokenHash,
  listBookings,
  summarizeBookings,
} from './experience-bookings.repository.js';
import { bookingsToCsv } from './experience-bookings-csv.js';
import { translatedExperienceFields } from './translated-experience.js';

export const BOOKING_RATE_LIMIT_MESSAGE = 'Too many bookings from this address. Please try again later.';
export const IDEMPOTENCY_KEY_REUSED_MESSAGE =
  'This form was already used for a different booking. Please reload the page and try again.';
export const BOOKING_CUT_OFF_MESSAGE = (hours: number) =>
  `This booking can no longer be cancelled online (it could be until ${hours} hours before the start). Please contact your host.`;
export const BOOKING_NOT_CANCELLABLE_MESSAGE = (status: string) =>
  `This booking is ${status} and can no longer be cancelled.`;
export const BOOKING_EXPIRED_MESSAGE =
  'This booking was not confirmed within 30 minutes and has expired, so no places were kept. Please book again.';
export const BOOKING_NOT_PENDING_MESSAGE = (status: string) =>
  `This booking is ${status}; only a booking waiting for confirmation can be confirmed.`;

/** A fresh manage-link token (32 random bytes) and the hash that is stored instead of it. */
function newManageToken() {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashManageToken(token) };
}
const hashManageToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** `BK-K7QM-4XTB`: the access codes' alphabet (no vowels, no look-alikes), easy to read out on a phone. */
const newBookingReference = () => `BK-${generateAccessCode()}`;

const MAX_REFERENCE_ATTEMPTS = 3;

/** Which unique index a unique-violation broke, if it was one. */
function violatedUniqueIndex(error: unknown): string | null {
  if (errorCode(error) !== '23505') return null;
  for (const link of errorChain(error)) {
    const constraint = (link as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
  }
  const text = errorChain(error)
    .map((link) => link.message)
    .join(' ');
  return /idempotency_key/.test(text) ? 'experience_bookings_idempotency_key_unique' : 'unknown';
}

export const experienceBookingsRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { db, config, now },
) => {
  const timeZone = config.SITE_TIME_ZONE;
  const rule = { ...RATE_RULES.bookings, limit: config.BOOKING_RATE_LIMIT };

  type Host = BookingEmailSource['host'];
  /**
   * The host's phone and email for the guest's emails, read before a transaction builds them; null while
   * email is off (no email is queued then).
   */
  const readHost = async (): Promise<Host | null> => {
    const email = await readEmailSettings(db, config);
    if (!isEmailConfigured(email)) return null;
    const settings = await getSiteSettings(db, config.BOOKING_URL);
    return {
      phone: settings.hostPhone,
      email: settings.hostEmail || email.notifyEmail,
      siteName: settings.siteName,
    };
  };
  /**
   * What every booking email needs, read in the booking's transaction (`tx`). `manageToken`: only the
   * guest's own emails carry the link, to the manage page in the guest's language (decision 0095).
   */
  const emailSource = async (
    tx: Db,
    booking: BookingRow,
    experience: ExperienceRow,
    host: Host,
    manageToken: string | null,
    at: Date,
  ): Promise<BookingEmailSource> => {
    const language = isLocale(booking.language) ? booking.language : SOURCE_LOCALE;
    return {
      ...booking,
      language,
      experience,
      // The owner's words in the guest's language where translated (the owner's notices keep `experience`).
      ...(language === SOURCE_LOCALE
        ? {}
        : { guestExperience: await translatedExperienceFields(tx, experience, language) }),
      startsAt: startsAtOf(booking.bookingDate, experience.startTime, timeZone),
      timeZone,
      manageUrl: manageToken
        ? `${config.PUBLIC_URL}${localizedPath(language, manageBookingPagePath(manageToken))}`
        : '',
      host,
      now: at,
    };
  };

  /**
   * After the commit: builds the booking's queued email drafts (outside the experience's row lock) and
   * wakes the sender. A failure here loses nothing: the sender builds a draft it finds unbuilt.
   */
  const sendQueuedEmails = async (bookingId: number) => {
    try {
      await buildQueuedDrafts(db, bookingId);
    } catch (error) {
      app.log.warn({ err: error, bookingId }, 'booking emails left for the sender to build');
    }
    signalOutbox();
  };

  /** The guest's manage-page answer after a cancel or confirm; a change first sends the emails it queued. */
  const answerManaged = async (
    result: {
      kind: 'unchanged' | 'changed' | 'confirmed';
      booking: BookingRow;
      experience: ExperienceRow;
    },
    host: Host | null,
  ) => {
    if (result.kind !== 'unchanged' && host) await sendQueuedEmails(result.booking.id);
    return managedView(result.booking, result.experience);
  };

  /** The guest's email and the owner's notice of a booking confirmed, or cancelled by the guest. */
  const bookingPairDrafts = (
    source: BookingEmailSource,
    guestKind: 'booking-confirmation' | 'booking-cancellation',
  ) =>
    guestKind === 'booking-confirmation'
      ? [
          bookingEmailDraft('booking-confirmation', source, config.PUBLIC_URL),
          bookingEmailDraft('booking-notice', source, config.PUBLIC_URL),
        ]
      : [
          bookingEmailDraft('booking-cancellation', source, config.PUBLIC_URL, 'guest'),
          bookingEmailDraft('booking-cancellation-notice', source, config.PUBLIC_URL),
        ];

  /** The emails a guest's press on the manage page queues (none while no host is set up). */
  const manageLinkEmails =
    (
      host: Host | null,
      token: string,
      at: Date,
      guestKind: 'booking-confirmation' | 'booking-cancellation',
    ) =>
    async (booking: BookingRow, experience: ExperienceRow, tx: Db) =>
      host ? bookingPairDrafts(await emailSource(tx, booking, experience, host, token, at), guestKind) : [];

  const confirmationOf = (
    booking: BookingRow,
    experience: ExperienceRow,
    emailQueued: boolean,
    manageToken: string | null,
  ) => ({
    ...booking,
    experienceTitle: experience.title,
    startsAt: startsAtOf(booking.bookingDate, experience.startTime, timeZone),
    timeZone,
    emailQueued,
    // A pending booking's link confirms it: that must prove the address, so it goes by email only.
    managePath: manageToken && booking.status === 'confirmed' ? manageBookingPagePath(manageToken) : null,
  });

  // Public: the spec's booking fields plus an Idempotency-Key header. 201 with the booking, its
  // reference and total; 400 with field messages; 409 when the date has too few places left.
  app.post(
    api.experienceBookings,
    {
      config: { public: true },
      schema: {
        headers: BookingHeadersSchema,
        body: ExperienceBookingCreateSchema,
        response: { 201: BookingConfirmationSchema },
      },
    },
    async (request, reply) => {
      const idempotencyKey = request.headers[IDEMPOTENCY_KEY_HEADER] ?? null;
      // The guest's language: the page's, sent by the form, else the browser's (decision 0095).
      const input = {
        ...request.body,
        language:
          request.body.language ?? negotiateLocale(request.headers['accept-language']) ?? SOURCE_LOCALE,
      };
      const attempt = await hitRateLimit(db, `bookings:${rateLimitKey(request.ip)}`, rule);
      const clientKey = rateLimitKey(request.ip);
      if (attempt > rule.limit) throw tooManyRequests(BOOKING_RATE_LIMIT_MESSAGE);

      const host = await readHost();
      const answerReplay = (booking: BookingRow, experience: ExperienceRow) =>
        reply
          .code(201)
          .header('idempotent-replayed', 'true')
          .send(confirmationOf(booking, experience, host !== null, null));

      for (let attemptNo = 1; ; attemptNo++) {
        const { token, hash } = newManageToken();
        const at = now();
        try {
          const outcome = await createBooking(db, {
            input,
            idempotencyKey,
            clientKey,
            confirmedPerAddressHour: config.BOOKING_CONFIRMED_PER_ADDRESS,
            bookingReference: newBookingReference(),
            manageTokenHash: hash,
            now: at,
            whyNotBookable: (experience) => whyNotBookable(experience, input.bookingDate, timeZone, at),
            totalPrice: (experience) => multiplyMoney(experience.price, input.participants),
            emails: async (booking, experience, tx) => {
              if (!host) return [];
              const source = await emailSource(tx, booking, experience, host, token, at);
              // A booking waiting for the guest tells the guest only; the owner hears once it is confirmed.
              return booking.status === 'pending'
                ? [bookingEmailDraft('booking-pending', source, config.PUBLIC_URL)]
                : bookingPairDrafts(source, 'booking-confirmation');
            },
          });
          switch (outcome.kind) {
            case 'not-found':
              throw badRequest('This experience is not available for booking', {
                experienceId: 'This experience is not available for booking',
              });
            case 'refused':
              throw badRequest(outcome.reason, { bookingDate: outcome.reason });
            case 'full':
              throw conflict(bookingFullMessage(outcome.placesLeft), { placesLeft: outcome.placesLeft });
            case 'key-reused':
              throw new HttpError(422, IDEMPOTENCY_KEY_REUSED_MESSAGE);
            case 'replayed':
              return answerReplay(outcome.booking, outcome.experience);
            case 'created':
              if (host) await sendQueuedEmails(outcome.booking.id);
              return reply
                .code(201)
                .send(confirmationOf(outcome.booking, outcome.experience, host !== null, token));
          }
        } catch (error) {
          const index = violatedUniqueIndex(error);
          // The same key submitted twice for two experiences at once: the one that won answers.
          if (index === 'experience_bookings_idempotency_key_unique' && idempotencyKey) {
            const earlier = await findBookingByIdempotencyKey(db, idempotencyKey);
            if (earlier?.booking.experienceId === input.experienceId) {
              return answerReplay(earlier.booking, earlier.experience);
            }
            throw new HttpError(422, IDEMPOTENCY_KEY_REUSED_MESSAGE);
          }
          // A reference (27^8 of them) drawn twice: draw again.
          if (index?.includes('reference') && attemptNo < MAX_REFERENCE_ATTEMPTS) continue;
          throw error;
        }
      }
    },
  );

  // The guest's manage link: the booking behind a token. Never cached (the token is the guest's).
  app.get(
    api.managedBooking.pattern,
    {
      config: { public: true },
      schema: { params: ManageTokenParamsSchema, response: { 200: ManagedBookingSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      const found = await findBookingByTokenHash(db, hashManageToken(request.params.token));
      if (!found) throw new HttpError(404, BOOKING_NOT_FOUND_MESSAGE);
      return managedView(found.booking, found.experience);
    },
  );

  const managedView = (booking: BookingRow, experience: ExperienceRow) => {
    const startsAt = startsAtOf(booking.bookingDate, experience.startTime, timeZone);
    const cancelUntil = cancelUntilOf(startsAt, experience);
    return {
      ...booking,
      startsAt,
      timeZone,
      cancelUntil,
      status: effectiveStatus(booking, now()),
      cancellable: booking.status === 'confirmed' && now() < cancelUntil,
      experience,
    };
  };

  // The manage page's buttons (cancel, confirm): public POSTs on the link's token, so a mail scanner
  // following the link changes nothing; never cached, each answers the booking as the page shows it.
  const postOnManageLink = (
    url: string,
    act: (token: string, at: Date, host: Host | null) => Promise<ReturnType<typeof managedView>>,
  ) =>
    app.post(
      url,
      {
        config: { public: true },
        schema: { params: ManageTokenParamsSchema, response: { 200: ManagedBookingSchema } },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return act(request.params.token, now(), await readHost());
      },
    );

  // Cancelling is allowed until the experience's cut-off; the owner is told, the guest gets a confirmation.
  postOnManageLink(api.cancelManagedBooking.pattern, async (token, at, host) => {
    const result = await changeBookingStatus(
      db,
      { manageTokenHash: hashManageToken(token) },
      {
        status: 'cancelled',
        by: 'guest',
        now: at,
        refuse: (booking, experience) =>
          at < cancelUntilOf(startsAtOf(booking.bookingDate, experience.startTime, timeZone), experience)
            ? null
            : BOOKING_CUT_OFF_MESSAGE(experience.cancellationCutoffHours),
        emails: manageLinkEmails(host, token, at, 'booking-cancellation'),
      },
    );
    switch (result.kind) {
      case 'not-found':
        throw new HttpError(404, BOOKING_NOT_FOUND_MESSAGE);
      case 'refused':
        throw conflict(result.reason);
      case 'not-confirmed':
        throw conflict(BOOKING_NOT_CANCELLABLE_MESSAGE(result.status));
      case 'unchanged':
      case 'changed':
        return answerManaged(result, host);
    }
  });

  // The guest confirms a booking that waits for it (the emailed link opens the manage page, whose
  // 'Confirm booking' button posts here). The places are checked again now, since a pending booking held none.
  postOnManageLink(api.confirmManagedBooking.pattern, async (token, at, host) => {
    const result = await confirmPendingBooking(db, hashManageToken(token), {
      now: at,
      whyNotBookable: (booking, experience) => whyNotBookable(experience, booking.bookingDate, timeZone, at),
      emails: manageLinkEmails(host, token, at, 'booking-confirmation'),
    });
    switch (result.kind) {
      case 'not-found':
        throw new HttpError(404, BOOKING_NOT_FOUND_MESSAGE);
      case 'expired':
        throw conflict(BOOKING_EXPIRED_MESSAGE);
      case 'not-pending':
        throw conflict(BOOKING_NOT_PENDING_MESSAGE(result.status));
      case 'refused':
        throw conflict(result.reason);
      case 'full':
        throw conflict(bookingFullMessage(result.placesLeft), { placesLeft: result.placesLeft });
      case 'unchanged':
      case 'confirmed':
        return answerManaged(result, host);
    }
  });

  app.get(
    api.experienceBookings,
    {
      schema: {
        querystring: ExperienceBookingListQuerySchema,
        response: { 200: z.array(ExperienceBookingSchema) },
      },
    },
    (request) => listBookings(db, request.query, now()),
  );

  app.get(
    adminApi.experienceBookingsExport,
    { schema: { querystring: ExperienceBookingListQuerySchema, response: { 200: z.string() } } },
    async (request, reply) => {
      const rows = await listBookings(db, request.query, now());
      const day = isoDateInZone(now(), timeZone);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="experience-bookings-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(bookingsToCsv(rows, timeZone));
    },
  );

  app.get(
    adminApi.experienceBookingsSummary,
    { schema: { response: { 200: ExperienceBookingSummarySchema } } },
    () => summarizeBookings(db, isoDateInZone(now(), timeZone), new Date(now().getTime() - 30 * 86_400_000)),
  );

  // The owner: confirmed → cancelled, completed or no-show. A cancellation is emailed to the guest.
  app.put(
    adminApi.experienceBooking.pattern,
    {
      schema: {
        params: IdParamsSchema,
        body: BookingStatusUpdateSchema,
        response: { 200: ExperienceBookingSchema },
      },
    },
    async (request) => {
      const at = now();
      const { status, reason } = request.body;
      const host = status === 'cancelled' ? await readHost() : null;
      const result = await changeBookingStatus(
        db,
        { id: request.params.id },
        {
          status,
          by: 'owner',
          now: at,
          emails: async (booking, experience, tx) =>
            host
              ? [
                  bookingEmailDraft(
                    'booking-cancellation',
                    await emailSource(tx, booking, experience, host, null, at),
                    config.PUBLIC_URL,
                    'owner',
                    reason,
                  ),
                ]
              : [],
        },
      );
      switch (result.kind) {
        case 'not-found':
          throw notFound('Booking');
        case 'refused':
          throw conflict(result.reason);
        case 'not-confirmed':
          throw conflict(`This booking is already ${result.status}; only a confirmed booking can change.`);
        case 'unchanged':
        case 'changed':
          if (result.kind === 'changed' && host) await sendQueuedEmails(result.booking.id);
          return { ...result.booking, experienceTitle: result.experience.title };
      }
    },
  );
};

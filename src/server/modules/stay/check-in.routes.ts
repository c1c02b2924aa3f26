import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminApi } from '../../../shared/admin-routes.js';
import type { Locale } from '../../../shared/locales.js';
import { api } from '../../../shared/routes.js';
import {
  CheckInInstructionCreateSchema,
  CheckInInstructionSchema,
  CheckInInstructionUpdateSchema,
  GuestCheckInEntrySchema,
  GuestCheckInQuerySchema,
  GuestStaySchema,
} from '../../../shared/schemas/check-in.js';
import { aheadFrom, formatHouseTime } from '../../../shared/stay.js';
import { nameToGreet } from '../../../shared/text/guest-name.js';
import type { AppContext } from '../../context.js';
import { registerWriteRoutes } from '../../lib/write-routes.js';
import { formatStayDate } from '../../platform/time/zoned-dates.js';
import { getSiteSettings } from '../site-settings/site-settings.repository.js';
import { translateRows } from '../translations/translations.repository.js';
import { recordAccessCodeUse } from './access-codes.repository.js';
import { getArrivalSettings, type StoredArrivalSettings } from './arrival-settings.repository.js';
import {
  createCheckInInstruction,
  deleteCheckInInstruction,
  listCheckInInstructions,
  listGuestCheckInInstructions,
  updateCheckInInstruction,
} from './check-in.repository.js';
import {
  checkGuestAccessCode,
  findRefusedCodeEndedAt,
  type GuestAccess,
  guestAccessRefused,
  stayMargins,
} from './guest-access.js';
import { guestArrival } from './guest-arrival.js';
import { fillPlaceholders } from './instruction-placeholders.js';

/** `{guestName}` for a code without a name. */
const GUEST_NAME_FALLBACK = 'guest';

/**
 * Headers the service worker reads: it keeps a check-in answer for offline use only once the stay is
 * unlocked, and drops it when the access ends (decision 0012).
 */
function setGuestAccessHeaders(reply: FastifyReply, access: GuestAccess) {
  // Behind a code: never kept by shared caches.
  reply.header('cache-control', 'private, no-store');
  reply.header('x-check-in-unlocked', String(access.unlocked));
  if (access.accessEndsAt) reply.header('x-access-ends-at', access.accessEndsAt.toISOString());
}

export const checkInRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config, now }) => {
  /** A usable code (counted in its access log at `at`), or a 403 saying when an ended one ended. */
  const guestAccess = async (ip: string, code: string, at: Date) => {
    const margins = stayMargins(config);
    const access = await checkGuestAccessCode(db, ip, code, config, at);
    if (!access) throw guestAccessRefused(await findRefusedCodeEndedAt(db, code, margins, at));
    await recordAccessCodeUse(db, access.accessCode.id, at);
    return access;
  };

  /** The arrival facts behind a code: the owner's settings, the stay's door code, the host's contact. */
  const arrivalFacts = async (access: GuestAccess, settings: StoredArrivalSettings) => {
    const site = await getSiteSettings(db, config.BOOKING_URL);
    return guestArrival({
      settings,
      stayDoorCode: access.accessCode.doorCode,
      unlocked: access.unlocked,
      hostPhone: site.hostPhone,
      hostEmail: site.hostEmail,
    });
  };

  /**
   * The instructions a code sees, as they read when `unlocked` (the route's answer passes the stay's
   * state; the answer sent ahead passes true, decision 0072). Before the stay window a `stay`
   * instruction is listed locked, without content, and a secret placeholder reads "(shown from …)".
   */
  const guestInstructions = async (
    access: GuestAccess,
    settings: StoredArrivalSettings,
    unlocked: boolean,
    lang: Locale | undefined,
  ) => {
    // Translated before the placeholders are filled: a translation keeps every one (translation-rules.ts).
    const rows = await translateRows(
      db,
      'check-in-instructions',
      await listGuestCheckInInstructions(db),
      lang,
    );
    const fill = (text: string) =>
      fillPlaceholders(text, {
        values: {
          doorCode: access.accessCode.doorCode ?? settings.doorCode,
          wifiPassword: settings.wifiPassword,
          wifiNetwork: settings.wifiNetwork,
          address: settings.address,
          guestName: nameToGreet(access.accessCode.guestName) ?? GUEST_NAME_FALLBACK,
          // As the arrival card shows them ('3:00 PM'), so an instruction never reads otherwise.
          checkInTime: formatHouseTime(settings.checkInTime),
          checkOutTime: formatHouseTime(settings.checkOutTime),
        },
        unlocked,
        lockedText: access.opensAt
          ? `(shown from ${formatStayDate(access.opensAt, config.SITE_TIME_ZONE)})`
          : '',
      });
    return rows.map(({ visibility, ...instruction }) => {
      if (visibility === 'stay' && !unlocked && access.opensAt) {
        // Only the title is shown: it alone may be in English.
        const englishFields = instruction.englishFields?.filter((field) => field === 'title');
        return {
          id: instruction.id,
          title: fill(instruction.title),
          sortOrder: instruction.sortOrder,
          locked: true as const,
          availableFrom: access.opensAt,
          ...(englishFields?.length ? { englishFields } : {}),
        };
      }
      return { ...instruction, title: fill(instruction.title), content: fill(instruction.content) };
    });
  };

  // Guests: the instructions, only for an existing, active, unexpired access code whose stay (if
  // any) has not ended; before the stay window without the secrets (see guestInstructions).
  app.get(
    api.checkIn.pattern,
    {
      config: { public: true },
      schema: { querystring: GuestCheckInQuerySchema, response: { 200: z.array(GuestCheckInEntrySchema) } },
    },
    async (request, reply) => {
      const access = await guestAccess(request.ip, request.query.code, now());
      setGuestAccessHeaders(reply, access);
      return guestInstructions(access, await getArrivalSettings(db), access.unlocked, request.query.lang);
    },
  );

  // Guests: the stay behind a code (greeting, dates, when things unlock, the arrival card), in the
  // chalet's zone. The door code and WiFi password are null until the stay unlocks; inside the
  // owner's lead window they travel ahead in `ahead`, for the phone to show from `unlockAt`.
  app.get(
    api.checkInStay.pattern,
    {
      config: { public: true },
      schema: { querystring: GuestCheckInQuerySchema, response: { 200: GuestStaySchema } },
    },
    async (request, reply) => {
      const at = now();
      const access = await guestAccess(request.ip, request.query.code, at);
      setGuestAccessHeaders(reply, access);
      const settings = await getArrivalSettings(db);
      const { guestName, checkInAt, checkOutAt, code } = access.accessCode;
      const leadStart = access.opensAt ? aheadFrom(access.opensAt, settings.leadHours) : null;
      const inLeadWindow =
        !access.unlocked && access.opensAt && leadStart && at.getTime() >= leadStart.getTime()
          ? access.opensAt
          : null;
      const unlockedArrival = inLeadWindow
        ? await arrivalFacts({ ...access, unlocked: true }, settings)
        : null;
      return {
        // A calendar-made label ('Airbnb guest ·4821') stays the owner's: the guest is greeted "Welcome!".
        guestName: nameToGreet(guestName),
        checkInAt,
        checkOutAt,
        opensAt: access.opensAt,
        accessEndsAt: access.accessEndsAt,
        timeZone: config.SITE_TIME_ZONE,
        code,
        unlocked: access.unlocked,
        arrival: await arrivalFacts(access, settings),
        aheadFrom: leadStart,
        ahead:
          inLeadWindow && unlockedArrival
            ? {
                unlockAt: inLeadWindow,
                doorCode: unlockedArrival.doorCode,
                wifiPassword: unlockedArrival.wifiPassword,
                instructions: await guestInstructions(access, settings, true, request.query.lang),
              }
            : null,
      };
    },
  );

  app.get(
    adminApi.checkInInstructionsAll,
    { schema: { response: { 200: z.array(CheckInInstructionSchema) } } },
    () => listCheckInInstructions(db),
  );

  registerWriteRoutes(app, db, 'Check-in instruction', {
    urls: [adminApi.checkInInstructions, adminApi.checkInInstruction.pattern],
    schemas: [CheckInInstructionCreateSchema, CheckInInstructionUpdateSchema, CheckInInstructionSchema],
    writes: [createCheckInInstruction, updateCheckInInstruction, deleteCheckInInstruction],
  });
};

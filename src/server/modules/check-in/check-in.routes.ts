import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCESS_CODE_INVALID_MESSAGE, GuestStaySchema } from '../../../shared/schemas/access-codes.js';
import {
  CheckInInstructionCreateSchema,
  CheckInInstructionSchema,
  CheckInInstructionUpdateSchema,
  CheckInQuerySchema,
  GuestCheckInEntrySchema,
} from '../../../shared/schemas/check-in.js';
import { IdParamsSchema, SuccessSchema } from '../../../shared/schemas/common.js';
import type { AppContext } from '../../context.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { formatStayDate } from '../../platform/time/zoned-dates.js';
import { recordAccessCodeUse } from '../access-codes/access-codes.repository.js';
import {
  checkGuestAccessCode,
  findRefusedCodeEndedAt,
  type GuestAccess,
  stayMargins,
} from '../access-codes/guest-access.js';
import { getArrivalSettings } from '../arrival/arrival-settings.repository.js';
import { guestArrival } from '../arrival/guest-arrival.js';
import { getSiteSettings } from '../site-settings/site-settings.repository.js';
import {
  createCheckInInstruction,
  deleteCheckInInstruction,
  listCheckInInstructions,
  listGuestCheckInInstructions,
  updateCheckInInstruction,
} from './check-in.repository.js';
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

/** The refusal of a guest code: the spec's message, and when a code's access ended, `endedAt`. */
function refused(endedAt: Date | null) {
  return new HttpError(
    403,
    ACCESS_CODE_INVALID_MESSAGE,
    undefined,
    endedAt ? { endedAt: endedAt.toISOString() } : undefined,
  );
}

export const checkInRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config, now }) => {
  /** A usable code (counted in its access log at `at`), or a 403 saying when an ended one ended. */
  const guestAccess = async (ip: string, code: string, at: Date) => {
    const margins = stayMargins(config);
    const access = await checkGuestAccessCode(db, ip, code, config, at);
    if (!access) throw refused(await findRefusedCodeEndedAt(db, code, margins, at));
    await recordAccessCodeUse(db, access.accessCode.id, at);
    return access;
  };

  /** The arrival facts behind a code: the owner's settings, the stay's door code, the host's contact. */
  const arrivalFacts = async (access: GuestAccess) => {
    const [settings, site] = await Promise.all([
      getArrivalSettings(db),
      getSiteSettings(db, config.BOOKING_URL),
    ]);
    return guestArrival({
      settings,
      stayDoorCode: access.accessCode.doorCode,
      unlocked: access.unlocked,
      hostPhone: site.hostPhone,
      hostEmail: site.hostEmail,
    });
  };

  // Guests: the instructions, only for an existing, active, unexpired access code whose stay (if
  // any) has not ended. Before the stay window a `stay` instruction is listed locked, without content,
  // and a secret placeholder ({doorCode}, {wifiPassword}) elsewhere reads "(shown from …)".
  app.get(
    '/api/check-in',
    {
      config: { public: true },
      schema: { querystring: CheckInQuerySchema, response: { 200: z.array(GuestCheckInEntrySchema) } },
    },
    async (request, reply) => {
      const access = await guestAccess(request.ip, request.query.code, now());
      setGuestAccessHeaders(reply, access);
      const [rows, settings] = await Promise.all([listGuestCheckInInstructions(db), getArrivalSettings(db)]);
      const fill = (text: string) =>
        fillPlaceholders(text, {
          values: {
            doorCode: access.accessCode.doorCode ?? settings.doorCode,
            wifiPassword: settings.wifiPassword,
            wifiNetwork: settings.wifiNetwork,
            address: settings.address,
            guestName: access.accessCode.guestName ?? GUEST_NAME_FALLBACK,
            checkInTime: settings.checkInTime,
            checkOutTime: settings.checkOutTime,
          },
          unlocked: access.unlocked,
          lockedText: access.opensAt
            ? `(shown from ${formatStayDate(access.opensAt, config.SITE_TIME_ZONE)})`
            : '',
        });
      return rows.map(({ visibility, ...instruction }) =>
        visibility === 'stay' && !access.unlocked && access.opensAt
          ? {
              id: instruction.id,
              title: fill(instruction.title),
              sortOrder: instruction.sortOrder,
              locked: true as const,
              availableFrom: access.opensAt,
            }
          : { ...instruction, title: fill(instruction.title), content: fill(instruction.content) },
      );
    },
  );

  // Guests: the stay behind a code (greeting, dates, when things unlock, the arrival card), in the
  // chalet's zone. The door code and WiFi password are null until the stay unlocks.
  app.get(
    '/api/check-in/stay',
    {
      config: { public: true },
      schema: { querystring: CheckInQuerySchema, response: { 200: GuestStaySchema } },
    },
    async (request, reply) => {
      const access = await guestAccess(request.ip, request.query.code, now());
      setGuestAccessHeaders(reply, access);
      const { guestName, checkInAt, checkOutAt, code } = access.accessCode;
      return {
        guestName,
        checkInAt,
        checkOutAt,
        opensAt: access.opensAt,
        accessEndsAt: access.accessEndsAt,
        timeZone: config.SITE_TIME_ZONE,
        code,
        unlocked: access.unlocked,
        arrival: await arrivalFacts(access),
      };
    },
  );

  app.get(
    '/api/check-in-instructions/all',
    { schema: { response: { 200: z.array(CheckInInstructionSchema) } } },
    () => listCheckInInstructions(db),
  );

  app.post(
    '/api/check-in',
    { schema: { body: CheckInInstructionCreateSchema, response: { 201: CheckInInstructionSchema } } },
    async (request, reply) => reply.code(201).send(await createCheckInInstruction(db, request.body)),
  );

  app.put(
    '/api/check-in/:id',
    {
      schema: {
        params: IdParamsSchema,
        body: CheckInInstructionUpdateSchema,
        response: { 200: CheckInInstructionSchema },
      },
    },
    async (request) => {
      const instruction = await updateCheckInInstruction(db, request.params.id, request.body);
      if (!instruction) throw notFound('Check-in instruction');
      return instruction;
    },
  );

  app.delete(
    '/api/check-in/:id',
    { schema: { params: IdParamsSchema, response: { 200: SuccessSchema } } },
    async (request) => {
      if (!(await deleteCheckInInstruction(db, request.params.id))) throw notFound('Check-in instruction');
      return { success: true as const };
    },
  );
};

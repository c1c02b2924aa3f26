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
import { forbidden, notFound } from '../../lib/http-error.js';
import { checkGuestAccessCode, type GuestAccess, stayMargins } from '../access-codes/guest-access.js';
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
  const guestAccess = async (ip: string, code: string) => {
    const access = await checkGuestAccessCode(
      db,
      ip,
      code,
      stayMargins(config),
      now(),
      config.ACCESS_CODE_RATE_LIMIT,
    );
    if (!access) throw forbidden(ACCESS_CODE_INVALID_MESSAGE);
    return access;
  };

  // Guests: the instructions, only for an existing, active, unexpired access code whose stay (if
  // any) has not ended. Before the stay window a `stay` instruction is listed locked, without content.
  app.get(
    '/api/check-in',
    {
      config: { public: true },
      schema: { querystring: CheckInQuerySchema, response: { 200: z.array(GuestCheckInEntrySchema) } },
    },
    async (request, reply) => {
      const access = await guestAccess(request.ip, request.query.code);
      setGuestAccessHeaders(reply, access);
      const rows = await listGuestCheckInInstructions(db);
      return rows.map(({ visibility, ...instruction }) =>
        visibility === 'stay' && !access.unlocked && access.opensAt
          ? {
              id: instruction.id,
              title: instruction.title,
              sortOrder: instruction.sortOrder,
              locked: true as const,
              availableFrom: access.opensAt,
            }
          : instruction,
      );
    },
  );

  // Guests: the stay behind a code (greeting, dates, when things unlock), in the chalet's zone.
  app.get(
    '/api/check-in/stay',
    {
      config: { public: true },
      schema: { querystring: CheckInQuerySchema, response: { 200: GuestStaySchema } },
    },
    async (request, reply) => {
      const access = await guestAccess(request.ip, request.query.code);
      setGuestAccessHeaders(reply, access);
      const { guestName, checkInAt, checkOutAt, code, doorCode } = access.accessCode;
      const [settings, site] = await Promise.all([
        getArrivalSettings(db),
        getSiteSettings(db, config.BOOKING_URL),
      ]);
      return {
        guestName,
        checkInAt,
        checkOutAt,
        opensAt: access.opensAt,
        accessEndsAt: access.accessEndsAt,
        timeZone: config.SITE_TIME_ZONE,
        code,
        unlocked: access.unlocked,
        arrival: guestArrival({
          settings,
          stayDoorCode: doorCode,
          unlocked: access.unlocked,
          hostPhone: site.hostPhone,
          hostEmail: site.hostEmail,
        }),
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

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCESS_CODE_INVALID_MESSAGE } from '../../../shared/schemas/access-codes.js';
import {
  CheckInInstructionCreateSchema,
  CheckInInstructionSchema,
  CheckInInstructionUpdateSchema,
  CheckInQuerySchema,
  GuestCheckInInstructionSchema,
} from '../../../shared/schemas/check-in.js';
import { IdParamsSchema, SuccessSchema } from '../../../shared/schemas/common.js';
import type { AppContext } from '../../context.js';
import { forbidden, notFound } from '../../lib/http-error.js';
import { checkGuestAccessCode } from '../access-codes/guest-access.js';
import {
  createCheckInInstruction,
  deleteCheckInInstruction,
  listCheckInInstructions,
  listGuestCheckInInstructions,
  updateCheckInInstruction,
} from './check-in.repository.js';

export const checkInRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  // Guests: the instructions, only for an existing, active, unexpired access code.
  app.get(
    '/api/check-in',
    {
      config: { public: true },
      schema: { querystring: CheckInQuerySchema, response: { 200: z.array(GuestCheckInInstructionSchema) } },
    },
    async (request, reply) => {
      if (!(await checkGuestAccessCode(db, request.ip, request.query.code))) {
        throw forbidden(ACCESS_CODE_INVALID_MESSAGE);
      }
      // Behind a code: never kept by shared caches.
      reply.header('cache-control', 'private, no-store');
      return listGuestCheckInInstructions(db);
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

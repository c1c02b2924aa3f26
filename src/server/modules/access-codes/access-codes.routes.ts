import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCESS_CODE_DUPLICATE_MESSAGE,
  AccessCodeCreateSchema,
  AccessCodeSchema,
  AccessCodeUpdateSchema,
  AccessCodeValidateSchema,
  AccessCodeValidResultSchema,
} from '../../../shared/schemas/access-codes.js';
import { IdParamsSchema, SuccessSchema } from '../../../shared/schemas/common.js';
import type { AppContext } from '../../context.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import {
  createAccessCode,
  deleteAccessCode,
  isUniqueViolation,
  listAccessCodes,
  updateAccessCode,
} from './access-codes.repository.js';
import { checkGuestAccessCode } from './guest-access.js';

const duplicate = () => new HttpError(409, ACCESS_CODE_DUPLICATE_MESSAGE);

/** Runs a write, turning a unique-violation on `code` into the spec's 409. */
async function uniqueCode<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}

export const accessCodesRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get('/api/access-codes', { schema: { response: { 200: z.array(AccessCodeSchema) } } }, () =>
    listAccessCodes(db),
  );

  app.post(
    '/api/access-codes',
    { schema: { body: AccessCodeCreateSchema, response: { 201: AccessCodeSchema } } },
    async (request, reply) =>
      reply.code(201).send(await uniqueCode(() => createAccessCode(db, request.body))),
  );

  app.put(
    '/api/access-codes/:id',
    { schema: { params: IdParamsSchema, body: AccessCodeUpdateSchema, response: { 200: AccessCodeSchema } } },
    async (request) => {
      const code = await uniqueCode(() => updateAccessCode(db, request.params.id, request.body));
      if (!code) throw notFound('Access code');
      return code;
    },
  );

  app.delete(
    '/api/access-codes/:id',
    { schema: { params: IdParamsSchema, response: { 200: SuccessSchema } } },
    async (request) => {
      if (!(await deleteAccessCode(db, request.params.id))) throw notFound('Access code');
      return { success: true as const };
    },
  );

  app.post(
    '/api/access-codes/validate',
    {
      config: { public: true },
      schema: { body: AccessCodeValidateSchema, response: { 200: AccessCodeValidResultSchema } },
    },
    async (request) => ({ valid: await checkGuestAccessCode(db, request.ip, request.body.code) }),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { generateAccessCode } from '../../../shared/access-code-format.js';
import { adminApi } from '../../../shared/admin-routes.js';
import { api } from '../../../shared/routes.js';
import {
  ACCESS_CODE_DUPLICATE_MESSAGE,
  AccessCodeCreateSchema,
  AccessCodeSchema,
  AccessCodeUpdateSchema,
  AccessCodeValidateSchema,
  AccessCodeValidResultSchema,
  stayDatesErrors,
} from '../../../shared/schemas/access-codes.js';
import { IdParamsSchema, SuccessSchema } from '../../../shared/schemas/common.js';
import type { AppContext } from '../../context.js';
import { badRequest, HttpError, notFound } from '../../lib/http-error.js';
import {
  createAccessCode,
  deleteAccessCode,
  findAccessCode,
  isUniqueViolation,
  listAccessCodes,
  recordAccessCodeUse,
  replaceAccessCode,
  updateAccessCode,
} from './access-codes.repository.js';
import { checkGuestAccessCode, findRefusedCodeEndedAt, stayMargins } from './guest-access.js';

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

export const accessCodesRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config, now }) => {
  app.get(adminApi.accessCodes, { schema: { response: { 200: z.array(AccessCodeSchema) } } }, () =>
    listAccessCodes(db),
  );

  app.post(
    adminApi.accessCodes,
    { schema: { body: AccessCodeCreateSchema, response: { 201: AccessCodeSchema } } },
    async (request, reply) =>
      reply.code(201).send(await uniqueCode(() => createAccessCode(db, request.body))),
  );

  app.put(
    adminApi.accessCode.pattern,
    { schema: { params: IdParamsSchema, body: AccessCodeUpdateSchema, response: { 200: AccessCodeSchema } } },
    async (request) => {
      const { checkInAt, checkOutAt } = request.body;
      if (checkInAt !== undefined || checkOutAt !== undefined) {
        // The stay rules hold for the record as it will be, so a date left out comes from the stored one.
        const stored = await findAccessCode(db, request.params.id);
        if (!stored) throw notFound('Access code');
        const errors = stayDatesErrors(
          checkInAt === undefined ? stored.checkInAt : checkInAt,
          checkOutAt === undefined ? stored.checkOutAt : checkOutAt,
        );
        if (errors) throw badRequest(Object.values(errors)[0], errors);
      }
      const code = await uniqueCode(() => updateAccessCode(db, request.params.id, request.body));
      if (!code) throw notFound('Access code');
      return code;
    },
  );

  app.delete(
    adminApi.accessCode.pattern,
    { schema: { params: IdParamsSchema, response: { 200: SuccessSchema } } },
    async (request) => {
      if (!(await deleteAccessCode(db, request.params.id))) throw notFound('Access code');
      return { success: true as const };
    },
  );

  // A new code for the same stay (the old one stops working at once).
  app.post(
    adminApi.regenerateAccessCode.pattern,
    { schema: { params: IdParamsSchema, response: { 200: AccessCodeSchema } } },
    async (request) => {
      // A clash with an existing code is astronomically rare; try again rather than answer 409.
      for (let attempt = 0; ; attempt++) {
        try {
          const code = await replaceAccessCode(db, request.params.id, generateAccessCode());
          if (!code) throw notFound('Access code');
          return code;
        } catch (error) {
          if (!isUniqueViolation(error) || attempt >= 3) throw error;
        }
      }
    },
  );

  app.post(
    api.validateAccessCode,
    {
      config: { public: true },
      schema: { body: AccessCodeValidateSchema, response: { 200: AccessCodeValidResultSchema } },
    },
    async (request) => {
      const at = now();
      const access = await checkGuestAccessCode(db, request.ip, request.body.code, config, at);
      if (access) {
        await recordAccessCodeUse(db, access.accessCode.id, at);
        return { valid: true };
      }
      const endedAt = await findRefusedCodeEndedAt(db, request.body.code, stayMargins(config), at);
      return endedAt ? { valid: false, endedAt: endedAt.toISOString() } : { valid: false };
    },
  );
};

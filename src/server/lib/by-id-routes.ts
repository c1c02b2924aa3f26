import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { IdParamsSchema, SuccessSchema } from '../../shared/schemas/common.js';
import { notFound } from './http-error.js';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * The PUT and DELETE of one record at `pattern` (`…/:id`), as every content resource answers them:
 * the updated record, or `{ success: true }` once deleted, and a 404 "<label> not found" when the id
 * names nothing.
 */
export function registerByIdRoutes<Body extends z.ZodType, Row extends z.ZodType>(
  app: ZodApp,
  options: {
    pattern: string;
    label: string;
    body: Body;
    response: Row;
    update: (id: number, body: z.output<Body>) => Promise<z.output<Row> | null | undefined>;
    remove: (id: number) => Promise<boolean>;
    /** Sent beside `success` when the spec's answer carries one. */
    deletedMessage?: string;
  },
) {
  const { pattern, label, body, response, update, remove, deletedMessage } = options;
  app.put(
    pattern,
    // Widened: TypeScript cannot resolve Fastify's reply type for a generic schema, and `update`'s
    // signature already ties the row to `response`.
    { schema: { params: IdParamsSchema, body, response: { 200: response as z.ZodType } } },
    async (request) => {
      const row = await update(request.params.id, request.body as z.output<Body>);
      if (!row) throw notFound(label);
      return row;
    },
  );
  app.delete(
    pattern,
    { schema: { params: IdParamsSchema, response: { 200: SuccessSchema } } },
    async (request) => {
      if (!(await remove(request.params.id))) throw notFound(label);
      return deletedMessage
        ? { success: true as const, message: deletedMessage }
        : { success: true as const };
    },
  );
}

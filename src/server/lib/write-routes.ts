import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { IdParamsSchema, SuccessSchema } from '../../shared/schemas/common.js';
import { notFound } from './http-error.js';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * A content resource's writes, as its repository has them. `Db` is the caller's database handle (lib
 * sits below db, so it is passed in).
 */
export interface ResourceWrites<
  Db,
  Create extends z.ZodType,
  Update extends z.ZodType,
  Row extends z.ZodType,
> {
  /** `url`, `itemPattern` (`…/:id`) */
  urls: [url: string, itemPattern: string];
  /** The POST body, the PUT body, the record answered. */
  schemas: [create: Create, update: Update, row: Row];
  writes: [
    create: (db: Db, body: z.output<Create>) => Promise<z.output<Row>>,
    update: (db: Db, id: number, body: z.output<Update>) => Promise<z.output<Row> | null | undefined>,
    remove: (db: Db, id: number) => Promise<boolean>,
  ];
  /** Sent beside `success` once deleted, when the spec's answer carries one. */
  deletedMessage?: string;
}

/**
 * The POST (201 with the record), PUT (the updated record) and DELETE (`{ success: true }`) of a content
 * resource, as every one answers them, with a 404 "<label> not found" when the id names nothing.
 */
export function registerWriteRoutes<
  Db,
  Create extends z.ZodType,
  Update extends z.ZodType,
  Row extends z.ZodType,
>(
  app: ZodApp,
  db: Db,
  label: string,
  { urls: [url, itemPattern], schemas, writes, deletedMessage }: ResourceWrites<Db, Create, Update, Row>,
) {
  const [createBody, updateBody] = schemas;
  const [create, update, remove] = writes;
  // Widened: TypeScript cannot resolve Fastify's reply type for a generic schema, and `writes`' types
  // already tie each answer to the row schema.
  const row = schemas[2] as z.ZodType;
  app.post(url, { schema: { body: createBody, response: { 201: row } } }, async (request, reply) =>
    reply.code(201).send(await create(db, request.body as z.output<Create>)),
  );
  app.put(
    itemPattern,
    { schema: { params: IdParamsSchema, body: updateBody, response: { 200: row } } },
    async (request) => {
      const updated = await update(db, request.params.id, request.body as z.output<Update>);
      if (!updated) throw notFound(label);
      return updated;
    },
  );
  app.delete(
    itemPattern,
    { schema: { params: IdParamsSchema, response: { 200: SuccessSchema } } },
    async (request) => {
      if (!(await remove(db, request.params.id))) throw notFound(label);
      return deletedMessage
        ? { success: true as const, message: deletedMessage }
        : { success: true as const };
    },
  );
}

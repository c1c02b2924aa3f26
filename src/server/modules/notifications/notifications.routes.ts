import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminApi } from '../../../shared/admin-routes.js';
import { SuccessSchema } from '../../../shared/schemas/common.js';
import {
  EMAIL_NOT_CONFIGURED_MESSAGE,
  NotificationStatusSchema,
} from '../../../shared/schemas/notifications.js';
import type { AppContext } from '../../context.js';
import { HttpError } from '../../lib/http-error.js';
import { buildTestEmail } from '../../platform/outbox/email-templates.js';
import { createMailer, isEmailConfigured } from '../../platform/outbox/mailer.js';
import { getOutboxStatus } from '../../platform/outbox/outbox.repository.js';
import { readSiteName } from '../../platform/outbox/site-name.js';

/** The back office's view of email notifications (decision 0014). */
export const notificationsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config }) => {
  app.get(adminApi.notifications, { schema: { response: { 200: NotificationStatusSchema } } }, async () => ({
    configured: isEmailConfigured(config),
    recipient: config.NOTIFY_EMAIL ?? null,
    ...(await getOutboxStatus(db)),
  }));

  // Sent straight away rather than through the outbox: the owner is waiting to learn whether the
  // settings work, so the answer carries the mail server's own error.
  app.post(adminApi.notificationsTest, { schema: { response: { 200: SuccessSchema } } }, async (request) => {
    const mailer = createMailer(config);
    if (!mailer) throw new HttpError(409, EMAIL_NOT_CONFIGURED_MESSAGE);
    try {
      const siteName = await readSiteName(db);
      await mailer.send({ ...buildTestEmail(config.PUBLIC_URL, siteName), fromName: siteName });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      request.log.warn({ err: error }, 'test email failed');
      throw new HttpError(502, `The test email could not be sent: ${reason}`);
    } finally {
      mailer.close();
    }
    return { success: true as const, message: `Test email sent to ${config.NOTIFY_EMAIL}` };
  });
};

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
import { describeMailError } from '../../platform/outbox/mail-errors.js';
import { createMailer, isEmailConfigured } from '../../platform/outbox/mailer.js';
import { getOutboxStatus } from '../../platform/outbox/outbox.repository.js';
import { readSiteName } from '../../platform/outbox/site-name.js';
import { readEmailSettings } from '../email-settings/email-settings.js';

/** The back office's view of email notifications (decisions 0014, 0086). */
export const notificationsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config }) => {
  app.get(adminApi.notifications, { schema: { response: { 200: NotificationStatusSchema } } }, async () => {
    const email = await readEmailSettings(db, config);
    const configured = isEmailConfigured(email);
    return {
      configured,
      recipient: configured ? email.notifyEmail : null,
      ...(await getOutboxStatus(db)),
    };
  });

  // Sent straight away rather than through the outbox: the owner is waiting to learn whether the
  // settings work, so the answer says what the mail server did, in plain words (422: the settings
  // the owner gave do not work; never a 5xx, which a proxy in front may replace with its own page).
  app.post(adminApi.notificationsTest, { schema: { response: { 200: SuccessSchema } } }, async (request) => {
    const email = await readEmailSettings(db, config);
    const mailer = createMailer(email);
    if (!mailer || !isEmailConfigured(email)) throw new HttpError(409, EMAIL_NOT_CONFIGURED_MESSAGE);
    try {
      const siteName = await readSiteName(db);
      await mailer.send({ ...buildTestEmail(config.PUBLIC_URL, siteName), fromName: siteName });
    } catch (error) {
      request.log.warn({ err: error }, 'test email failed');
      throw new HttpError(422, describeMailError(error, email.smtpUrl));
    } finally {
      mailer.close();
    }
    return { success: true as const, message: `Test email sent to ${email.notifyEmail}` };
  });
};

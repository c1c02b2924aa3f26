import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminApi } from '../../../shared/admin-routes.js';
import { isPlaceholderBookingUrl } from '../../../shared/booking-link.js';
import { EMAIL_NOT_CONFIGURED_MESSAGE } from '../../../shared/schemas/notifications.js';
import {
  type DemoContentPreview,
  DemoContentPreviewSchema,
  type DemoContentRemoved,
  DemoContentRemovedSchema,
  DemoContentRemoveSchema,
  type DemoRecordRef,
  SetupChecklistSchema,
  SetupTestEmailSchema,
} from '../../../shared/schemas/setup.js';
import { SITE } from '../../../shared/site.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../lib/http-error.js';
import { buildTestEmail } from '../../platform/outbox/email-templates.js';
import { isEmailConfigured } from '../../platform/outbox/mailer.js';
import {
  enqueueEmail,
  findLatestEmailOfKind,
  getOutboxStatus,
  type OutboxEmail,
} from '../../platform/outbox/outbox.repository.js';
import { signalOutbox } from '../../platform/outbox/outbox-signal.js';
import { readSiteName } from '../../platform/outbox/site-name.js';
import { readEmailSettings } from '../email-settings/email-settings.js';
import { getSiteSettings } from '../site-settings/site-settings.repository.js';
import { getArrivalSettings, type StoredArrivalSettings } from '../stay/arrival-settings.repository.js';
import { adminPasswordsChosen } from '../users/users.repository.js';
import { countOwnFeeds } from './setup.repository.js';

function testEmailView(email: OutboxEmail) {
  return {
    id: email.id,
    status: email.status as 'pending' | 'sent' | 'failed',
    lastError: email.lastError,
    sentAt: email.sentAt,
    createdAt: email.createdAt,
  };
}

/**
 * What the seed created and is still there: counted for the checklist, previewed and removed on request
 * (decision 0087). It lives with the demo content (`demo/`, above the modules, decision 0079), so
 * buildApp hands it in.
 */
export interface DemoContentAccess {
  preview(db: Db): Promise<DemoContentPreview>;
  /** Whether the arrival details still hold the demo's address, WiFi or door code. */
  isDemoArrival(settings: StoredArrivalSettings): boolean;
  remove(db: Db, removeEdited: readonly DemoRecordRef[]): Promise<DemoContentRemoved>;
}

/** The owner's setup checklist, its test email and the removal of the demo content (decision 0057). */
export const setupRoutes: FastifyPluginAsyncZod<AppContext & { demoContent: DemoContentAccess }> = async (
  app,
  { db, config, demoContent },
) => {
  app.get(
    adminApi.setupChecklist,
    { schema: { response: { 200: SetupChecklistSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const settings = await getSiteSettings(db, config.BOOKING_URL);
      const email = await readEmailSettings(db, config);
      const configured = isEmailConfigured(email);
      const testEmail = await findLatestEmailOfKind(db, 'test');
      const { lastSentAt } = await getOutboxStatus(db);
      const demo = (await demoContent.preview(db)).counts;
      const arrival = await getArrivalSettings(db);
      const done = {
        'site-name': settings.siteName !== SITE.name,
        'booking-link': !isPlaceholderBookingUrl(settings.bookingUrl),
        'host-contact': settings.hostPhone !== '' && settings.hostEmail !== '',
        'arrival-details':
          !!arrival.address &&
          !!arrival.wifiNetwork &&
          !!arrival.doorCode &&
          !demoContent.isDemoArrival(arrival),
        // Working means an email really left: the test email, or any notification since.
        email: configured && (testEmail?.status === 'sent' || lastSentAt !== null),
        // The password the first start printed (it sat in a terminal, perhaps a log) is changed.
        password: await adminPasswordsChosen(db),
        'calendar-feed': (await countOwnFeeds(db)) > 0,
        'demo-content': Object.values(demo).every((n) => n === 0),
      };
      return {
        items: Object.entries(done).map(([id, isDone]) => ({ id: id as keyof typeof done, done: isDone })),
        emailConfigured: configured,
        emailRecipient: email.notifyEmail,
        testEmail: testEmail ? testEmailView(testEmail) : null,
        demo,
      };
    },
  );

  // Through the outbox, as every notification goes: the test proves the path real messages take. The
  // checklist shows its delivery state (sent, or the mail server's error on the retry).
  app.post(
    adminApi.setupTestEmail,
    { schema: { response: { 202: SetupTestEmailSchema } } },
    async (_request, reply) => {
      if (!isEmailConfigured(await readEmailSettings(db, config)))
        throw new HttpError(409, EMAIL_NOT_CONFIGURED_MESSAGE);
      const email = await enqueueEmail(db, buildTestEmail(config.PUBLIC_URL, await readSiteName(db)));
      signalOutbox();
      return reply.code(202).send(testEmailView(email));
    },
  );

  app.get(
    adminApi.demoContent,
    { schema: { response: { 200: DemoContentPreviewSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return demoContent.preview(db);
    },
  );

  app.post(
    adminApi.demoContentRemove,
    { schema: { body: DemoContentRemoveSchema, response: { 200: DemoContentRemovedSchema } } },
    async (request) => demoContent.remove(db, request.body.removeEdited),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.js';
import { amenitiesRoutes } from './amenities/amenities.routes.js';
import { analyticsRoutes } from './analytics/analytics.routes.js';
import { attractionCategoriesRoutes } from './attraction-categories/attraction-categories.routes.js';
import { attractionsRoutes } from './attractions/attractions.routes.js';
import { authRoutes } from './auth/auth.routes.js';
import { passwordRoutes } from './auth/password.routes.js';
import { availabilityRoutes } from './availability/availability.routes.js';
import { backupRoutes } from './backup/backup.routes.js';
import { contactRoutes } from './contact/contact.routes.js';
import { emailSettingsRoutes } from './email-settings/email-settings.routes.js';
import { experienceBookingsRoutes } from './experience-bookings/experience-bookings.routes.js';
import { experiencesRoutes } from './experiences/experiences.routes.js';
import { galleryRoutes } from './gallery/gallery.routes.js';
import { guestInfoRoutes } from './guest-info/guest-info.routes.js';
import { healthRoutes } from './health/health.routes.js';
import { iconsRoutes } from './icons/icons.routes.js';
import { imagesRoutes } from './images/images.routes.js';
import { notificationsRoutes } from './notifications/notifications.routes.js';
import { roomsRoutes } from './rooms/rooms.routes.js';
import { siteSettingsRoutes } from './site-settings/site-settings.routes.js';
import { accessCodesRoutes } from './stay/access-codes.routes.js';
import { arrivalSettingsRoutes } from './stay/arrival-settings.routes.js';
import { checkInRoutes } from './stay/check-in.routes.js';
import { checkInAlertsRoutes } from './stay/check-in-alerts.routes.js';
import { testimonialsRoutes } from './testimonials/testimonials.routes.js';
import { translationsRoutes } from './translations/translations.routes.js';
import { uploadRoutes } from './upload/upload.routes.js';

/**
 * Every API module; buildApp registers them in this order, then the two that take what lies above the
 * modules (decision 0079): the sitemap (delivery/seo) and the setup checklist (handed the demo content).
 */
export const apiModules: FastifyPluginAsyncZod<AppContext>[] = [
  healthRoutes,
  authRoutes,
  passwordRoutes,
  roomsRoutes,
  galleryRoutes,
  amenitiesRoutes,
  attractionCategoriesRoutes,
  attractionsRoutes,
  guestInfoRoutes,
  testimonialsRoutes,
  contactRoutes,
  notificationsRoutes,
  emailSettingsRoutes,
  accessCodesRoutes,
  checkInRoutes,
  checkInAlertsRoutes,
  uploadRoutes,
  imagesRoutes,
  iconsRoutes,
  availabilityRoutes,
  siteSettingsRoutes,
  arrivalSettingsRoutes,
  analyticsRoutes,
  backupRoutes,
  experiencesRoutes,
  experienceBookingsRoutes,
  translationsRoutes,
];

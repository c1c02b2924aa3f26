import { apiUrl } from './routes.js';

/**
 * The API URLs the public site never calls: the back office's, and the server's own (health, crawlers,
 * the icon sprite). Out of `routes.ts`'s `api` because that object ships in the home page's first view,
 * whole (decision 0061); the public client never imports this file (`scripts/check-boundaries.mjs`).
 * A URL both sides call stays in `api` alone: the back office imports both.
 */
export const adminApi = {
  health: '/api/health',
  galleryItem: apiUrl<[id: number]>('/api/gallery/:id'),
  room: apiUrl<[id: number]>('/api/rooms/:id'),
  amenity: apiUrl<[id: number]>('/api/amenities/:id'),
  attractionCategory: apiUrl<[id: number]>('/api/attraction-categories/:id'),
  attraction: apiUrl<[id: number]>('/api/attractions/:id'),
  guestInfoCategory: apiUrl<[id: number]>('/api/guest-info/categories/:id'),
  guestInfoItem: apiUrl<[id: number]>('/api/guest-info/items/:id'),
  testimonials: '/api/testimonials',
  testimonial: apiUrl<[id: number]>('/api/testimonials/:id'),
  contactMessage: apiUrl<[id: number]>('/api/contact/:id'),
  /** Counts for the side menu and dashboard (unread, archived, total). */
  contactSummary: '/api/contact/summary',
  contactExport: '/api/contact/export',
  notifications: '/api/admin/notifications',
  notificationsTest: '/api/admin/notifications/test',
  /** The mail server, notification and From addresses (admin only: the password is in it; decision 0086). */
  emailSettings: '/api/admin/email-settings',
  accessCodes: '/api/access-codes',
  accessCode: apiUrl<[id: number]>('/api/access-codes/:id'),
  regenerateAccessCode: apiUrl<[id: number]>('/api/access-codes/:id/regenerate'),
  checkInInstructionsAll: '/api/check-in-instructions/all',
  checkInInstructions: '/api/check-in',
  checkInInstruction: apiUrl<[id: number]>('/api/check-in/:id'),
  adminUser: '/api/admin/user',
  login: '/api/admin/login',
  logout: '/api/admin/logout',
  /** The signed-in owner changes their password (issue 45 item 2, decision 0085). */
  password: '/api/admin/password',
  /** "Forgot password?": always 202; emails the owner a reset link for an existing username. */
  passwordResetRequest: '/api/admin/password-reset',
  /** Sets the password through an emailed link's token, once. */
  passwordReset: apiUrl<[token: string]>('/api/admin/password-reset/:token'),
  /** The property's arrival facts (admin only: holds the door code and WiFi password). */
  arrivalSettings: '/api/arrival-settings',
  /** A complete backup (database and pictures, one .tar.gz), downloaded by the owner (decision 0051). */
  backup: '/api/admin/backup',
  upload: '/api/upload',
  availabilityFeeds: '/api/availability/feeds',
  availabilityFeed: apiUrl<[id: number]>('/api/availability/feeds/:id'),
  availabilitySync: '/api/availability/sync',
  /** The owner's list: inactive experiences too. */
  allExperiences: '/api/experiences?all=true',
  experience: apiUrl<[id: number]>('/api/experiences/:id'),
  experienceBooking: apiUrl<[id: number]>('/api/experience-bookings/:id'),
  experienceBookingsExport: '/api/experience-bookings/export',
  experienceBookingsSummary: '/api/experience-bookings/summary',
  analyticsSummary: apiUrl('/api/analytics/summary', (days: number) => `days=${days}`),
  /** The icon sprite; pages name it with `?v=<content hash>` on their inline sprite (decision 0033). */
  iconSprite: '/icons.svg',
  /** The web app manifest, named with the owner's site name (issue 45); the start script links it. */
  webAppManifest: '/manifest.webmanifest',
  /** For crawlers (decision 0055). */
  robots: '/robots.txt',
  sitemap: '/sitemap.xml',
  /** The setup checklist (decision 0057): what is left for the owner to set up. */
  setupChecklist: '/api/admin/setup-checklist',
  /** Queues a test email through the outbox; the checklist reports how it went. */
  setupTestEmail: '/api/admin/setup-checklist/test-email',
  /** What the demo seed made and is still there, and what of it the owner edited (decision 0087). */
  demoContent: '/api/admin/demo-content',
  /** POST: removes the demo records, and the edited ones the owner ticked. */
  demoContentRemove: '/api/admin/demo-content/remove',
  /** One record's translations (issue 46): GET, and PUT `{ "de": { "name": "…" } }`. */
  translation: Object.assign(
    (resource: string, id: number) => `/api/translations/${encodeURIComponent(resource)}/${id}`,
    { pattern: '/api/translations/:resource/:id' },
  ),
  /** Every translatable record with its state per language. */
  translationsOverview: '/api/admin/translations',
  /** One language as a file: `?locale=de&format=json|xliff`. */
  translationsExport: apiUrl(
    '/api/admin/translations/export',
    (locale: string, format: 'json' | 'xliff') => `locale=${encodeURIComponent(locale)}&format=${format}`,
  ),
  /** POST the file's text: `Content-Type: application/json`, or `application/xliff+xml` / `application/xml`. */
  translationsImport: '/api/admin/translations/import',
} as const;

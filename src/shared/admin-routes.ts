/**
 * The API URLs the public site never calls: the back office's, and the server's own (health, crawlers,
 * the icon sprite). Out of `routes.ts`'s `api` because that object ships in the home page's first view,
 * whole (decision 0061); the public client never imports this file (`scripts/check-boundaries.mjs`).
 * A URL both sides call stays in `api` alone: the back office imports both.
 */
export const adminApi = {
  health: '/api/health',
  galleryItem: (id: number) => `/api/gallery/${id}`,
  room: (id: number) => `/api/rooms/${id}`,
  amenity: (id: number) => `/api/amenities/${id}`,
  attractionCategory: (id: number) => `/api/attraction-categories/${id}`,
  attraction: (id: number) => `/api/attractions/${id}`,
  guestInfoCategory: (id: number) => `/api/guest-info/categories/${id}`,
  guestInfoItem: (id: number) => `/api/guest-info/items/${id}`,
  testimonials: '/api/testimonials',
  testimonial: (id: number) => `/api/testimonials/${id}`,
  contactMessage: (id: number) => `/api/contact/${id}`,
  /** Counts for the side menu and dashboard (unread, archived, total). */
  contactSummary: '/api/contact/summary',
  contactExport: '/api/contact/export',
  notifications: '/api/admin/notifications',
  notificationsTest: '/api/admin/notifications/test',
  accessCodes: '/api/access-codes',
  accessCode: (id: number) => `/api/access-codes/${id}`,
  regenerateAccessCode: (id: number) => `/api/access-codes/${id}/regenerate`,
  checkInInstructionsAll: '/api/check-in-instructions/all',
  checkInInstructions: '/api/check-in',
  checkInInstruction: (id: number) => `/api/check-in/${id}`,
  adminUser: '/api/admin/user',
  login: '/api/admin/login',
  logout: '/api/admin/logout',
  /** The property's arrival facts (admin only: holds the door code and WiFi password). */
  arrivalSettings: '/api/arrival-settings',
  /** A complete backup (database and pictures, one .tar.gz), downloaded by the owner (decision 0051). */
  backup: '/api/admin/backup',
  upload: '/api/upload',
  availabilityFeeds: '/api/availability/feeds',
  availabilityFeed: (id: number) => `/api/availability/feeds/${id}`,
  availabilitySync: '/api/availability/sync',
  /** The owner's list: inactive experiences too. */
  allExperiences: '/api/experiences?all=true',
  experience: (id: number) => `/api/experiences/${id}`,
  experienceBooking: (id: number) => `/api/experience-bookings/${id}`,
  experienceBookingsExport: '/api/experience-bookings/export',
  experienceBookingsSummary: '/api/experience-bookings/summary',
  analyticsSummary: (days: number) => `/api/analytics/summary?days=${days}`,
  /** The icon sprite; pages name it with `?v=<content hash>` on their inline sprite (decision 0033). */
  iconSprite: '/icons.svg',
  /** For crawlers (decision 0055). */
  robots: '/robots.txt',
  sitemap: '/sitemap.xml',
} as const;

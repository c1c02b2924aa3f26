/*
 * The booking form's schema, behind a module of its own that only the form imports, on first submit:
 * the experience page does not load zod to be read, and a dynamic import of this one-export module
 * needs no module-namespace helper in the first view's code (the shared schema module is also the
 * back office's).
 */
export { ExperienceBookingCreateSchema } from '../../../shared/schemas/experience-booking-form.js';

/**
 * The booking link a fresh install starts with (BOOKING_URL's default): the platform's home page, not a
 * listing. While the site still links there, guests are offered an enquiry instead (decision 0057).
 */
export const PLACEHOLDER_BOOKING_URL = 'https://www.airbnb.com.au/';

/** The booking link is still the platform's home page rather than the chalet's listing. */
export const isPlaceholderBookingUrl = (url: string) => url === PLACEHOLDER_BOOKING_URL;

/**
 * A calendar-made code's name ('Airbnb guest ·4821', `reservationGuestName`) is a label for the owner,
 * not a name to greet a guest by (issue 45): the guest's pages and messages say "Welcome!" instead.
 */
const PLACEHOLDER_NAME = /\bguest\b\s*(·\s*\d+)?$/i;

/** The name to greet a stay's guest by, or null for none or a calendar-made label. */
export function nameToGreet(guestName: string | null | undefined): string | null {
  const name = guestName?.trim();
  return name && !PLACEHOLDER_NAME.test(name) ? name : null;
}

/** The check-in page's greeting: 'Welcome, Anna' or 'Welcome!'. */
export function stayWelcome(guestName: string | null | undefined): string {
  const name = nameToGreet(guestName);
  return name ? `Welcome, ${name}` : 'Welcome!';
}

import { describe, expect, it } from 'vitest';
import { countText } from '../../src/shared/text/count-text.js';
import { nameToGreet, stayWelcome } from '../../src/shared/text/guest-name.js';

describe('the name a guest is greeted by (issue 45)', () => {
  it('greets a calendar-made code "Welcome!", never by its label', () => {
    for (const label of [
      'Airbnb guest ·4821',
      'Airbnb guest',
      'Booking.com guest · 12',
      '  Vrbo guest ·0007 ',
    ]) {
      expect(nameToGreet(label)).toBeNull();
      expect(stayWelcome(label)).toBe('Welcome!');
    }
  });

  it('greets a real name by it, and a code without a name "Welcome!"', () => {
    expect(stayWelcome('Anna Lee')).toBe('Welcome, Anna Lee');
    expect(stayWelcome(' Guestana Smith ')).toBe('Welcome, Guestana Smith');
    expect(nameToGreet('Anna Lee')).toBe('Anna Lee');
    expect(stayWelcome(null)).toBe('Welcome!');
    expect(stayWelcome('   ')).toBe('Welcome!');
  });
});

describe('countText', () => {
  it('says 1 view and 3 views', () => {
    expect(countText(1, 'view')).toBe('1 view');
    expect(countText(0, 'view')).toBe('0 views');
    expect(countText(3, 'booking')).toBe('3 bookings');
    expect(countText(2, 'person', 'people')).toBe('2 people');
    expect(countText(1200, 'view')).toBe('1,200 views');
  });
});

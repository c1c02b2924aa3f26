import { describe, expect, it } from 'vitest';
import { adminApi } from '../../src/shared/admin-routes.js';
import { api, apiUrl } from '../../src/shared/routes.js';

/** A URL with a parameter is described once (decision 0083): the server's pattern and the client's URL. */
describe('apiUrl', () => {
  it('gives the server its pattern and the client the filled URL', () => {
    expect(adminApi.room.pattern).toBe('/api/rooms/:id');
    expect(adminApi.room(7)).toBe('/api/rooms/7');
    expect(adminApi.regenerateAccessCode(3)).toBe('/api/access-codes/3/regenerate');
  });

  it('encodes the value it fills in', () => {
    expect(api.cancelManagedBooking('a/b c')).toBe('/api/experience-bookings/manage/a%2Fb%20c/cancel');
    expect(apiUrl<[name: string]>('/api/x/:name')('$&')).toBe('/api/x/%24%26');
  });

  it('appends the query its builder makes, and nothing when it makes none', () => {
    expect(api.checkIn.pattern).toBe('/api/check-in');
    expect(api.checkIn('AB 12')).toBe('/api/check-in?code=AB%2012');
    // The guest-view prefix the back office invalidates by.
    expect(api.checkIn('')).toBe('/api/check-in?code=');
    expect(api.experienceAvailability(2)).toBe('/api/experiences/2/availability');
    expect(api.experienceAvailability(2, { from: '2026-12-01', to: '' })).toBe(
      '/api/experiences/2/availability?from=2026-12-01',
    );
    expect(adminApi.analyticsSummary(30)).toBe('/api/analytics/summary?days=30');
  });
});

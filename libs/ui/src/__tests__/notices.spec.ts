import { describe, expect, it } from '@jest/globals';
import { MAINTENANCE_BANNER_POLL_INTERVAL_MS, MAINTENANCE_POLL_INTERVAL_MS } from '@cuvee/kernel';
import { formatNoticeDate, maintenancePollInterval } from '../notices.js';

describe('maintenance notice', () => {
  const none = { banner: false, page: false, startDate: null, endDate: null };
  it('is polled every 10 minutes, every minute while the banner shows', () => {
    expect(maintenancePollInterval(null)).toBe(MAINTENANCE_POLL_INTERVAL_MS);
    expect(maintenancePollInterval(none)).toBe(10 * 60_000);
    expect(maintenancePollInterval({ ...none, banner: true })).toBe(MAINTENANCE_BANNER_POLL_INTERVAL_MS);
    expect(maintenancePollInterval({ ...none, banner: true, page: true })).toBe(MAINTENANCE_POLL_INTERVAL_MS);
  });

  it('gives dates in Paris time, in the page language', () => {
    expect(formatNoticeDate('2026-03-12T21:00:00Z', 'fr')).toBe('12 mars 2026 à 22:00');
    expect(formatNoticeDate('2026-03-12T21:00:00Z', 'en')).toBe('12 March 2026 at 22:00');
  });
});

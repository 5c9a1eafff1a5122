import { describe, expect, it } from 'vitest';
import { routes } from '../routes.ts';
import { matchRoute } from './route-state.ts';

describe('matchRoute, kept per pathname', () => {
  const hotel = '/extended-stay-hotels/texas/austin/longstay-suites-austin-downtown';

  it('answers a repeated pathname as the first time, with params of its own each time', () => {
    const first = matchRoute(routes, hotel);
    expect(first).not.toBeNull();
    (first!.params as Record<string, string>).hotel = 'changed by a caller';
    const second = matchRoute(routes, hotel);
    expect(second!.route).toBe(first!.route);
    expect(second!.params).not.toBe(first!.params);
    expect(second!.params).not.toHaveProperty('hotel', 'changed by a caller');
  });

  it('still tells pathnames apart after many others were matched', () => {
    for (let index = 0; index < 520; index += 1) matchRoute(routes, `/no/such/page/${index}`);
    expect(matchRoute(routes, hotel)?.route.id).not.toBe(matchRoute(routes, '/')?.route.id);
    expect(matchRoute(routes, '/no/such/page/3')?.route.id).toBe('document');
  });
});

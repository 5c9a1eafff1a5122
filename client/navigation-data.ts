// A navigation's one data request (shared/data/route-data.ts): the route's loader runs on the
// site, so the browser makes one round trip for a page, not one per platform call, and fetches no
// loader code. The answer resolves once its first line is in; deferred parts settle as theirs
// arrive.
import {
  readRouteData,
  routeDataUrl,
  ROUTE_DATA_TYPE,
  type RouteDataHead,
} from '#shared/data/route-data.ts';

export async function fetchRouteData(target: URL, signal: AbortSignal): Promise<RouteDataHead> {
  const response = await fetch(routeDataUrl(target), {
    signal,
    credentials: 'same-origin',
    headers: { Accept: ROUTE_DATA_TYPE },
  });
  // A 404, 500 or 503 page is an answer like any other; anything else (a refusal, the
  // last-resort error page) is not one.
  const type = response.headers.get('content-type') ?? '';
  if (!response.body || !type.startsWith(ROUTE_DATA_TYPE))
    throw new Error(`The page data request failed (${response.status}).`);
  return readRouteData(response.body);
}

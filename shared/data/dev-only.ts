// Pages that exist in development only (/dev/styleguide): they answer 404 wherever the platform's
// development endpoints do not exist (GET /v1/dev/outbox answers 404 outside development, see
// server/platform/routes/outbox.ts), so production never serves them, on the server or in the
// browser, without a second switch to keep in step.
import { outboxCall } from '#shared/contract/calls.ts';
import { ApiError } from './api-client.ts';
import { PageNotFound } from './page-not-found.ts';
import type { LoaderArgs } from './route-types.ts';

export async function loadDevOnly({ api, signal }: LoaderArgs): Promise<null> {
  try {
    await api.get(outboxCall({ limit: 1 }), { signal });
    return null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404)
      throw new PageNotFound('development page');
    throw error;
  }
}

// Tests of the API clients' transport send paths the platform's document need not have (a fake
// upstream answers anything): this names such a path as a call the ApiClient takes.
import type { ApiCall, Method, Undocumented } from '#shared/contract/platform-api.ts';

export const rawCall = <M extends Method = 'get'>(path: string) =>
  path as ApiCall<M, Undocumented, unknown>;

// PLACEHOLDER until the chrome helper lands: the data every page's chrome needs (footer, health
// notice, corporate banner, signed-in account), loaded once per document.
import type { ApiClient } from '../../data/api-client.ts';
import type { RequestContext } from '../../data/request-context.ts';

export interface ShellData {
  context: RequestContext;
}

export async function loadShellData(_api: ApiClient, context: RequestContext): Promise<ShellData> {
  return { context };
}

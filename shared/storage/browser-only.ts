// Browser storage exists only in the
// browser, so a helper called during server rendering is a bug to surface, not to paper over.
export class WrongSideError extends Error {
  constructor(helper: string) {
    super(`${helper} can only be used in the browser (it was called during server rendering)`);
    this.name = 'WrongSideError';
  }
}

export function assertBrowser(helper: string): void {
  if (typeof window === 'undefined' || typeof document === 'undefined')
    throw new WrongSideError(helper);
}

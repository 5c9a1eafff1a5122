// A loader throws this to send the guest elsewhere (an account page without a session goes to
// /login): the server answers 302 before anything streams, client navigation
// replaces the location. `location` is a same-site path.
export class Redirect extends Error {
  constructor(readonly location: string) {
    super(`Redirect to ${location}`);
    this.name = 'Redirect';
  }
}

/** /login with a return address (/login accepts returnUrl). */
export const loginRedirect = (returnUrl: string): Redirect =>
  new Redirect(`/login?${new URLSearchParams({ returnUrl }).toString()}`);

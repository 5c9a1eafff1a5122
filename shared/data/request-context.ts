// What the server knows about a request before rendering (query
// parameters, cookies), handed to loaders and to the browser. Never holds the session token.
import type { CurrentSearch } from '../storage/current-search.ts';

export interface SignedInAccount {
  loginId: string;
  givenName: string;
}

export interface RequestContext {
  /**
   * Corporate rate id from ?clientid=, else the one chosen earlier in the visit (its cookie; the
   * browser also reads session storage), else the template's.
   */
  corporateId: string | null;
  /** The guest collapsed the corporate banner earlier in the visit: it renders collapsed. */
  corporateBannerCollapsed?: boolean;
  /** ?template= page uri, whose document may name a corporate account. */
  template: string | null;
  /** From the township location cookie (86 400 s). */
  township: string | null;
  currentSearch: CurrentSearch | null;
  account: SignedInAccount | null;
  /**
   * A saved session is there but the platform could not be asked about it (down, slow or
   * failing): the guest is most likely signed in, so account pages say the account is
   * unavailable rather than asking to sign in.
   */
  sessionUnavailable?: boolean;
  isBot: boolean;
}

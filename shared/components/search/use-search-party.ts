// The party a search box shows is the party of the stay the page names (the address's,
// else the saved search's); a new stay's party replaces what the guest picked in the box.
import { useEffect, useState } from 'react';
import { clampParty } from '../../search/party.ts';
import type { Stay } from '../../search/stay-url.ts';
import { DEFAULT_PARTY, type Party } from '../../validation/party.ts';

export function useSearchParty(currentStay: Stay | null) {
  const [party, setParty] = useState<Party>(DEFAULT_PARTY);
  const partyKey = currentStay
    ? `${currentStay.adults}/${currentStay.children}/${currentStay.rooms}`
    : '';
  useEffect(() => {
    if (currentStay) setParty(clampParty(currentStay));
    // `partyKey` names the party: a new stay's party replaces what was picked here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [partyKey]);
  return [party, setParty] as const;
}

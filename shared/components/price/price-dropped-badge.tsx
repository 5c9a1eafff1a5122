// "Price dropped" beside a stay's total on the results and the hotel page: the total is below the
// same stay's priced with the rates of a week ago (the platform says so, from the operator's
// recorded rate adjustments).
import { Badge } from '../../ui/status.tsx';

export const PRICE_DROPPED = 'Price dropped';

export function PriceDroppedBadge() {
  return <Badge tone="success">{PRICE_DROPPED}</Badge>;
}

// My Account's price protection choice: when a booked stay's price drops, apply the lower price
// at once instead of offering it. Read and saved in the browser (the platform's
// /v1/account/price-protection, with the session the /api proxy adds).
import { useEffect, useState } from 'react';
import { choosePriceProtectionCall, priceProtectionCall } from '#shared/contract/calls.ts';
import { Alert } from '../../ui/alert.tsx';
import { Checkbox } from '../../ui/choice.tsx';
import { Card } from '../../ui/surface.tsx';
import { useApi } from '../../data/app-context.tsx';

export const PRICE_PROTECTION_LABEL = 'Apply lower prices to my booked stays automatically';
const SAVE_FAILED = 'We could not save your choice right now. Please try again in a moment.';

export function PriceProtectionCard() {
  const api = useApi();
  const [autoApply, setAutoApply] = useState<boolean | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    api
      .get(priceProtectionCall(), { signal: controller.signal })
      .then((answer) => setAutoApply(answer.autoApply === true))
      .catch(() => {
        if (!controller.signal.aborted) setError(SAVE_FAILED);
      });
    return () => controller.abort();
  }, [api]);

  const choose = async (checked: boolean) => {
    setError(null);
    const before = autoApply;
    setAutoApply(checked);
    try {
      await api.put(choosePriceProtectionCall(), { json: { autoApply: checked } });
    } catch {
      setAutoApply(before);
      setError(SAVE_FAILED);
    }
  };

  return (
    <Card title="Price Protection" headingLevel={2} className="account-card">
      <p>
        When the price of a booked stay drops before its cancellation deadline, we tell you and you
        can apply the lower price with one click.
      </p>
      <Checkbox
        name="autoApply"
        label={PRICE_PROTECTION_LABEL}
        checked={autoApply === true}
        disabled={autoApply === null}
        onChange={(checked) => void choose(checked)}
      />
      {error ? <Alert kind="error">{error}</Alert> : null}
    </Card>
  );
}

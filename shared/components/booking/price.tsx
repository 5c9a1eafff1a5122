// A price with dollars and cents split (spec §2 "Hotel map" price split; §9 USD en-US).
import { splitPrice } from '../../format/price.ts';

export function Price({ amount, className }: { amount: number; className?: string }) {
  if (!Number.isFinite(amount) || amount < 0) return null;
  const { dollars, cents } = splitPrice(amount);
  return (
    <span className={['price', className].filter(Boolean).join(' ')}>
      <span className="price__dollars">{dollars}</span>
      <span className="price__cents">{cents}</span>
    </span>
  );
}

// Distribution bars of the design system (the reviews' 5★…1★ bars): one native <meter>
// per row, named with its label and count for assistive tech, the count also written beside it.
import { groupThousands } from '../format/price.ts';
import './bars.css';

export interface BarRow {
  /** The row's name, e.g. "5 stars, Excellent". */
  label: string;
  /** What the row shows before its name, e.g. "5★" (hidden from assistive tech). */
  short?: string;
  count: number;
}

export function DistributionBars({ label, rows }: { label: string; rows: readonly BarRow[] }) {
  const total = rows.reduce((sum, row) => sum + Math.max(0, row.count), 0);
  return (
    <div className="bars" role="group" aria-label={label}>
      <ul className="bars__list">
        {rows.map((row) => (
          <li key={row.label} className="bars__row">
            <span className="bars__label">
              {row.short ? (
                <span className="bars__short" aria-hidden="true">
                  {row.short}
                </span>
              ) : null}
              <span>{row.label}</span>
            </span>
            <meter
              className="bars__meter"
              min={0}
              max={Math.max(total, 1)}
              value={Math.max(0, row.count)}
              aria-label={`${row.label}: ${groupThousands(row.count)} of ${groupThousands(total)}`}
            />
            <span className="bars__count">{groupThousands(row.count)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

// Award badge, one award icon and name with a hover description
// (also shown on keyboard focus). Awards and texts: ./awards.ts.
//
// Props API (hotel page, result items, CMS modules):
//   <AwardBadge choiceAward={hotel.media.choiceAward} />   renders nothing for null/unknown values
//   <AwardBadge choiceAward="gold" compact />               icon only (the name stays the label)
import { useId } from 'react';
import { awardFor } from '../../data/awards.ts';
import './award-badge.css';

export interface AwardBadgeProps {
  /** The hotel media's choiceAward value (best, gold, honor, platinum, jdpower…). */
  choiceAward: string | null | undefined;
  /** Icon only, for result lists; the name is still the accessible name. */
  compact?: boolean;
  className?: string;
}

export function AwardBadge({ choiceAward, compact = false, className }: AwardBadgeProps) {
  const id = useId();
  const award = awardFor(choiceAward);
  if (!award) return null;
  return (
    <div className={['award-badge', className].filter(Boolean).join(' ')}>
      <span className="award-badge__trigger" tabIndex={0} aria-describedby={`${id}-description`}>
        <img className="award-badge__icon" src={award.image} alt="" width="40" height="43" />
        <span className={compact ? 'visually-hidden' : 'award-badge__name'}>{award.name}</span>
      </span>
      <span className="award-badge__description" role="tooltip" id={`${id}-description`}>
        {award.description}
      </span>
    </div>
  );
}

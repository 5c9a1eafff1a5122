// Keys best (Hotel of the Year), gold (Gold Award), honor (Ring of Honor),
// platinum (Platinum Award); a fixed survey-firm guest-satisfaction entry (J.D. Power) is used
// when choiceAward is one of the jdpower values.: its text cites the 2025 #1
// guest-satisfaction ranking among economy extended-stay brands.

export type AwardKey = 'best' | 'gold' | 'honor' | 'platinum' | 'jdpower';

export interface AwardEntry {
  key: AwardKey;
  name: string;
  description: string;
  /** Under the media host: /media/images/awards/{key}.svg */
  image: string;
}

export const JD_POWER_AWARD_VALUES = [
  'jdpower',
  'jdpowerandbest',
  'jdpowerandhonor',
  'jdpowerandplatinum',
  'jdpowerandjdpower',
] as const;

export const AWARDS: Record<AwardKey, AwardEntry> = {
  best: {
    key: 'best',
    name: 'Hotel of the Year',
    description:
      'Hotel of the Year: given to the best hotels of the brand for guest satisfaction, quality and service over the past year.',
    image: '/media/images/awards/best.svg',
  },
  gold: {
    key: 'gold',
    name: 'Gold Award',
    description:
      'Gold Award: recognises hotels with consistently high guest satisfaction and quality scores.',
    image: '/media/images/awards/gold.svg',
  },
  honor: {
    key: 'honor',
    name: 'Ring of Honor',
    description:
      'Ring of Honor: honours hotels that have earned top guest-satisfaction scores year after year.',
    image: '/media/images/awards/honor.svg',
  },
  platinum: {
    key: 'platinum',
    name: 'Platinum Award',
    description:
      'Platinum Award: the highest quality and guest-satisfaction scores among the brand’s hotels.',
    image: '/media/images/awards/platinum.svg',
  },
  jdpower: {
    key: 'jdpower',
    name: 'J.D. Power Guest Satisfaction',
    description:
      'Ranked #1 in guest satisfaction among economy extended-stay hotel brands in the J.D. Power 2025 North America Hotel Guest Satisfaction Index Study.',
    image: '/media/images/awards/jdpower.svg',
  },
};

/** The award keys, in the product's order (the platform's dataset gives them out in this order). */
export const AWARD_KEYS = Object.keys(AWARDS) as AwardKey[];

/** The award entry a hotel's choiceAward names, or null (unknown values show nothing). */
export function awardFor(choiceAward: string | null | undefined): AwardEntry | null {
  if (!choiceAward) return null;
  const value = choiceAward.trim().toLowerCase();
  if ((JD_POWER_AWARD_VALUES as readonly string[]).includes(value)) return AWARDS.jdpower;
  return value in AWARDS ? AWARDS[value as AwardKey] : null;
}

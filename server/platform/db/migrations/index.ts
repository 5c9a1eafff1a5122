// Every migration, in order. Listed by hand (not read from disk) so that the bundled server
// carries them. Add a file and a line; never edit a migration that has shipped.
import type { Migration, MigrationProvider } from 'kysely';
import * as initial from './0001-initial.ts';
import * as placeWords from './0002-place-words.ts';
import * as hotelTimeZones from './0003-hotel-time-zones.ts';
import * as taxRules from './0004-tax-rules.ts';
import * as ratePlanAudience from './0005-rate-plan-audience.ts';
import * as sessionActivity from './0006-session-activity.ts';
import * as newsletterConfirmations from './0008-newsletter-confirmations.ts';
import * as mailDispatch from './0010-mail-dispatch.ts';
import * as reservationRooms from './0011-reservation-rooms.ts';
import * as reservationChanges from './0012-reservation-changes.ts';
import * as taxRuleExtensionBlocks from './0013-tax-rule-extension-blocks.ts';
import * as roomSizes from './0014-room-sizes.ts';
import * as mailHeaders from './0015-mail-headers.ts';
import * as rateAdjustments from './0016-rate-adjustments.ts';
import * as renderedImages from './0017-rendered-images.ts';
import * as moreRenderedImages from './0018-more-rendered-images.ts';
import * as poolAndDishwasherPictures from './0019-pool-and-dishwasher-pictures.ts';

const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-place-words': placeWords,
  '0003-hotel-time-zones': hotelTimeZones,
  '0004-tax-rules': taxRules,
  '0005-rate-plan-audience': ratePlanAudience,
  '0006-session-activity': sessionActivity,
  '0008-newsletter-confirmations': newsletterConfirmations,
  '0010-mail-dispatch': mailDispatch,
  '0011-reservation-rooms': reservationRooms,
  '0012-reservation-changes': reservationChanges,
  '0013-tax-rule-extension-blocks': taxRuleExtensionBlocks,
  '0014-room-sizes': roomSizes,
  '0015-mail-headers': mailHeaders,
  '0016-rate-adjustments': rateAdjustments,
  '0017-rendered-images': renderedImages,
  '0018-more-rendered-images': moreRenderedImages,
  '0019-pool-and-dishwasher-pictures': poolAndDishwasherPictures,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};

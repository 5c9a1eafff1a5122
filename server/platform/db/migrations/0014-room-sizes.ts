// A room card shows the room's size. The column is nullable so a room type added
// without a measured floor area reads as unknown rather than as zero. A database seeded before
// this migration gets the dataset's size for every room type code it knows; a fresh database
// has no room types yet when this runs, and the seed writes the sizes itself.
import type { Kysely } from 'kysely';
import { ROOM_SIZES_SQ_FT } from '../../dataset/room-types.ts';

// `Kysely<any>`: migrations are frozen in time and must not follow later changes to the types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('room_types').addColumn('size_sq_ft', 'integer').execute();
  for (const [code, size] of Object.entries(ROOM_SIZES_SQ_FT)) {
    await db
      .updateTable('room_types')
      .set({ size_sq_ft: size })
      .where('room_type_code', '=', code)
      .execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('room_types').dropColumn('size_sq_ft').execute();
}

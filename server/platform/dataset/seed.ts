// PLACEHOLDER until the catalog helper lands: seeds the generated dataset idempotently, showing progress.
import type { Logger } from 'pino';
import type { Store } from '../db/database.ts';

export interface SeedOptions {
  log: Logger;
}

export async function seedDatabase(_store: Store, _options: SeedOptions): Promise<void> {}

// The hotel-tax table as data: loaded into the platform's tax_rules table at
// every start (services/tax-rules-store.ts), read by the rates engine from there.
import { localRules } from './local.ts';
import { stateRules } from './states.ts';
import type { TaxRule } from './types.ts';

export type { TaxRule } from './types.ts';

export const taxRules: readonly TaxRule[] = [...stateRules, ...localRules];

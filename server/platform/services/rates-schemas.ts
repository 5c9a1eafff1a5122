// The ajv schemas the rate and reservation routes share.
export const hotelIdSchema = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,32}$' };

/** 'YYYY-MM-DD'; the window of spec §5 is checked by validateStay. */
export const stayDateSchema = { type: 'string', format: 'date', maxLength: 10 };

/** spec §5 Search: the corporate rate id is upper-cased and checked by a call. */
export const corporateIdSchema = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,40}$' };

/** A rate plan's code, e.g. STANDARD, AAA, CSUMMIT. */
export const ratePlanCodeSchema = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,40}$' };

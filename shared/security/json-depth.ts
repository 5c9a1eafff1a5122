// How deeply a JSON text nests, read from the raw bytes without parsing or recursing, so a body
// nested thousands deep is refused with a 400 before any recursive walk (a validator, a clone, a
// scan for forbidden characters) could exhaust the stack. No body of ours nests past 3.

/** Objects and arrays inside one another that a request body may hold. */
export const MAX_JSON_DEPTH = 20;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]); // [ {
const CLOSERS = new Set([0x5d, 0x7d]); // ] }

/** Whether the JSON text nests deeper than `max`; brackets inside strings do not count. */
export function nestsDeeperThan(text: Uint8Array, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const byte = text[i]!;
    if (inString) {
      if (byte === BACKSLASH) i += 1;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) inString = true;
    else if (OPENERS.has(byte)) {
      depth += 1;
      if (depth > max) return true;
    } else if (CLOSERS.has(byte)) depth -= 1;
  }
  return false;
}

/** The message of the 400 for a body nested too deeply. */
export const TOO_DEEP_MESSAGE = `The request body nests objects or arrays more than ${MAX_JSON_DEPTH} deep.`;

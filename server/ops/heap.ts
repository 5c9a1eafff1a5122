// How far V8 lets the heap grow between full collections (site RSS ≤ 200 MB after the
// load). V8 sizes its heap for the host, not for the process: on a machine with more than a few
// GB of memory the old generation may reach 4 GB and, after each full collection, may grow to up
// to 4× what survived it. The web process keeps ~20 MB alive when idle and ~35-50 MB under 50
// connections, yet under load its heap filled with ~100 MB of garbage before V8 collected it:
// RSS ~270-300 MiB right after the load (heap total ~160 MiB), although each full collection
// brought the heap back to ~40 MB. Growing 1.3× — the factor V8 itself uses when it saves memory —
// keeps the heap total at ~80 MiB and RSS after the load at ~180 MiB, for more frequent full
// collections of a small heap (CPU per page within the noise of the shared 2-core machine).
// A --heap-growing-percent on the command line wins. The young generation (32 MiB at V8's
// default) can only be sized at start-up: docs/operations.md "Memory".
import v8 from 'node:v8';

export const HEAP_GROWING_PERCENT = 30;

/** Sets V8's heap growing factor to 1 + HEAP_GROWING_PERCENT / 100 unless the command line set it. */
export function limitHeapGrowth(execArgv: readonly string[] = process.execArgv): void {
  if (execArgv.some((arg) => /^--heap[-_]growing[-_]percent/.test(arg))) return;
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}

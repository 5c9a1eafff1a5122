// Waiting for a condition instead of a fixed sleep: polls until `condition`
// holds, and fails naming what was awaited once `timeoutMs` has passed. A condition may throw to
// fail at once (a child process that exited, say).
export async function waitFor(
  condition: () => boolean | Promise<boolean>,
  what: string | (() => string),
  { timeoutMs = 15_000, intervalMs = 10 }: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for ${typeof what === 'string' ? what : what()}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

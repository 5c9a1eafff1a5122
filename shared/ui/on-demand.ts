// Code a header popup needs only once it is open (the sign-in and find-reservation forms
// are not in any page's first load). Hovering or focusing the trigger starts the import early; a
// click opens the popup when the code is in, so the popup never shows without its form.

export interface OnDemand<T> {
  /** Starts the import once (again after a failure) and resolves with its value. */
  load: () => Promise<T>;
  /** The imported value, or null while it has not arrived. */
  loaded: () => T | null;
  /** `load` for a hint (hover, focus): a failure is left for the click to handle. */
  prefetch: () => void;
}

export function onDemand<T>(importer: () => Promise<T>): OnDemand<T> {
  let pending: Promise<T> | null = null;
  let value: T | null = null;
  const load = (): Promise<T> =>
    (pending ??= importer().then(
      (imported) => (value = imported),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  return {
    load,
    loaded: () => value,
    prefetch: () => void load().catch(() => undefined),
  };
}

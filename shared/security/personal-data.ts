// Which platform calls carry personal data: accounts, reservations and the inquiry
// forms, and any call made with credentials. Their answers are never kept by a cache
// (`Cache-Control: no-store`): the platform sets it, and the site's proxy makes sure of it.
const PERSONAL_PATHS = /\/v1\/(?:account|reservation|emailer|dev\/outbox)(?:\/|$)/;

/** `path` is the platform's path (no /api prefix); `credentials`: a session or Authorization. */
export const carriesPersonalData = (path: string, credentials: boolean): boolean =>
  credentials || PERSONAL_PATHS.test(path);

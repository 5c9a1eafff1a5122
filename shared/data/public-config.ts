// The part of the server's public config (server/config.ts PublicConfig) that shared code reads.
// Structural, so shared/ does not import server/.
export interface PublicConfig {
  siteUrl: string;
  mediaBaseUrl?: string;
}

// The home page's paths, asked by the header (its own look there) and by the header's search box
// (which gives the home widget the id the skip link focuses). A module of its own, so the header
// does not pull the search form into its chunk.
export function isHomePath(pathname: string): boolean {
  return pathname === '/' || pathname === '/home' || pathname === '/home/';
}

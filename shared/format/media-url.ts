// URLs of images on the media host (images/{uri}) and of their raster renditions. The
// width and format ride in the query the way image CDNs take them (`?w=640&fm=webp`), so the same
// URLs work against the embedded host and a production CDN (docs/decisions/0028).
export const IMAGE_WIDTHS = [320, 480, 640, 960, 1280, 1600, 1920] as const;
export type ImageFormat = 'webp' | 'jpg';

const MEDIA_PATH = '/media/images/';

/** A URI as the media host names it: an image's own URL on the host is taken back to its URI. */
const hostUri = (uri: string) => (uri.startsWith(MEDIA_PATH) ? uri.slice(MEDIA_PATH.length) : uri);

const isAbsolute = (uri: string) => /^(https?:)?\//.test(hostUri(uri));

/** The image itself (its original bytes). */
export const mediaUrl = (uri: string): string =>
  isAbsolute(uri) ? uri : `${MEDIA_PATH}${hostUri(uri).replace(/^\/+/, '')}`;

/** A vector original: it scales to any width itself, so it is sent as it is, never rasterised. */
export const isVectorImage = (uri: string): boolean => /\.svg(?:[?#]|$)/i.test(uri);

/** One rendition, or the original for an image that is not on the media host. */
export const renditionUrl = (uri: string, width: number, format: ImageFormat): string =>
  isAbsolute(uri) ? uri : `${mediaUrl(uri)}?w=${width}&fm=${format}`;

/** A srcset of the renditions up to `maxWidth`; empty for an image off the media host. */
export function mediaSrcSet(uri: string, format: ImageFormat, maxWidth: number): string {
  if (isAbsolute(uri)) return '';
  return IMAGE_WIDTHS.filter((width) => width <= maxWidth)
    .map((width) => `${renditionUrl(uri, width, format)} ${width}w`)
    .join(', ');
}

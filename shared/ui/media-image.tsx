// The one image of the design system for pictures from the media host, with its width and height
// so nothing shifts as it loads, and `sizes` from the layout. A raster original (a photograph on a
// production media host) gets a WebP srcset with a JPEG fallback; a vector original (the embedded
// host's SVG illustrations) is sent as it is: it scales to any width, and is smaller than any of
// its renditions (docs/decisions/0028, "Amended").
//   <MediaImage uri={image.uri} alt={image.altText} width={960} height={640}
//     sizes="(min-width: 1024px) 50vw, 100vw" priority />
// `className` goes on the <picture>; with "media-image--contents" the picture makes no box and the
// CSS styles the <img> (`.my-card img`) as it would a bare one.
import { isVectorImage, mediaSrcSet, mediaUrl, renditionUrl } from '../format/media-url.ts';
import './media-image.css';

export function MediaImage({
  uri,
  alt,
  width,
  height,
  sizes,
  priority = false,
  maxWidth = 1280,
  className,
}: {
  /** The image's URI on the media host (or its `/media/images/…` URL, or a URL elsewhere). */
  uri: string;
  alt: string;
  /** The intrinsic size (its ratio is what counts; CSS sets the shown size). */
  width: number;
  height: number;
  /** How wide the image shows, as the layout decides (the `sizes` attribute). */
  sizes: string;
  /** The page's main image: loaded first (`fetchpriority="high"`), never lazily. */
  priority?: boolean;
  /** The widest rendition worth sending. */
  maxWidth?: number;
  className?: string;
}) {
  const vector = isVectorImage(uri);
  const webp = vector ? '' : mediaSrcSet(uri, 'webp', maxWidth);
  const jpg = vector ? '' : mediaSrcSet(uri, 'jpg', maxWidth);
  return (
    <picture className={className ? `media-image ${className}` : 'media-image'}>
      {webp ? <source type="image/webp" srcSet={webp} sizes={sizes} /> : null}
      <img
        src={vector ? mediaUrl(uri) : renditionUrl(uri, Math.min(960, maxWidth), 'jpg')}
        srcSet={jpg || undefined}
        sizes={jpg ? sizes : undefined}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : undefined}
      />
    </picture>
  );
}

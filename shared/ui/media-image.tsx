// The one image of the design system for pictures from the media host: a WebP srcset with a JPEG
// fallback, `sizes` from the layout, and its width and height so nothing shifts as it loads.
//   <MediaImage uri={image.uri} alt={image.altText} width={960} height={640}
//     sizes="(min-width: 1024px) 50vw, 100vw" priority />
import { mediaSrcSet, renditionUrl } from '../format/media-url.ts';

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
  const webp = mediaSrcSet(uri, 'webp', maxWidth);
  const jpg = mediaSrcSet(uri, 'jpg', maxWidth);
  return (
    <picture className={className ? `media-image ${className}` : 'media-image'}>
      {webp ? <source type="image/webp" srcSet={webp} sizes={sizes} /> : null}
      <img
        src={renditionUrl(uri, Math.min(960, maxWidth), 'jpg')}
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

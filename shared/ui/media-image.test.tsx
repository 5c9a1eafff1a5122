// The image component: a WebP srcset first, the JPEG fallback in the <img>, width and height always.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { mediaSrcSet, renditionUrl } from '../format/media-url.ts';
import { MediaImage } from './media-image.tsx';

describe('MediaImage', () => {
  it('offers WebP renditions before the JPEG fallback, with sizes, width and height', () => {
    const markup = renderToStaticMarkup(
      <MediaImage
        uri="hotels/TX392/1-exterior.svg"
        alt="The hotel"
        width={960}
        height={640}
        sizes="100vw"
        priority
        maxWidth={1920}
      />,
    );
    const html = markup.replaceAll('&amp;', '&');
    const source = /<source type="image\/webp" srcSet="([^"]+)" sizes="100vw"\/>/.exec(html);
    expect(source?.[1]).toContain('/media/images/hotels/TX392/1-exterior.svg?w=320&fm=webp 320w');
    expect(source?.[1]).toContain('?w=1920&fm=webp 1920w');
    expect(html.indexOf('<source')).toBeLessThan(html.indexOf('<img'));
    expect(html).toMatch(/<img src="[^"]+\?w=960&fm=jpg" srcSet="[^"]+fm=jpg 320w/);
    expect(html).toContain('width="960" height="640"');
    expect(html).toContain('fetchPriority="high"');
    expect(html).toContain('loading="eager"');
  });

  it('loads other images lazily and caps the renditions at the widest one worth sending', () => {
    const html = renderToStaticMarkup(
      <MediaImage
        uri="content/offer-weekly.svg"
        alt=""
        width={640}
        height={427}
        sizes="33vw"
        maxWidth={640}
      />,
    );
    expect(html).toContain('loading="lazy"');
    expect(html).not.toContain('fetchPriority');
    expect(html).not.toContain('w=960');
    expect(mediaSrcSet('content/x.svg', 'jpg', 640).split(', ')).toHaveLength(3);
  });

  it('shows an image from elsewhere as it is, without renditions', () => {
    const uri = 'https://cdn.example/photo.jpg';
    expect(renditionUrl(uri, 640, 'webp')).toBe(uri);
    const html = renderToStaticMarkup(
      <MediaImage uri={uri} alt="x" width={4} height={3} sizes="100vw" />,
    );
    expect(html).not.toContain('<source');
    expect(html).toContain(`src="${uri}"`);
  });
});

// The image component: a raster original gets a WebP srcset first and the JPEG fallback in the
// <img>; a vector original is sent as it is; width and height always.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { isVectorImage, mediaSrcSet, mediaUrl, renditionUrl } from '../format/media-url.ts';
import { MediaImage } from './media-image.tsx';

describe('MediaImage', () => {
  it('offers a raster original as WebP renditions before the JPEG fallback, with sizes, width and height', () => {
    const markup = renderToStaticMarkup(
      <MediaImage
        uri="hotels/TX392/1-exterior.jpg"
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
    expect(source?.[1]).toContain('/media/images/hotels/TX392/1-exterior.jpg?w=320&fm=webp 320w');
    expect(source?.[1]).toContain('?w=1920&fm=webp 1920w');
    expect(html.indexOf('<source')).toBeLessThan(html.indexOf('<img'));
    expect(html).toMatch(/<img src="[^"]+\.jpg\?w=960&fm=jpg" srcSet="[^"]+fm=jpg 320w/);
    expect(html).toContain('width="960" height="640"');
    expect(html).toContain('fetchPriority="high"');
    expect(html).toContain('loading="eager"');
  });

  it('sends a vector original as the SVG itself: one <img>, no renditions, width and height kept', () => {
    const html = renderToStaticMarkup(
      <MediaImage
        uri="awards/best.svg"
        alt=""
        width={120}
        height={130}
        sizes="120px"
        priority
        maxWidth={1920}
        className="award-badge"
      />,
    );
    expect(html).toBe(
      '<picture class="media-image award-badge"><img src="/media/images/awards/best.svg"' +
        ' alt="" width="120" height="130" loading="eager" decoding="sync" fetchPriority="high"/></picture>',
    );
    expect(html).not.toMatch(/<source|srcSet|sizes=|fm=/);
  });

  it('takes an image by its URL on the media host as well as by its URI', () => {
    const byUrl = renderToStaticMarkup(
      <MediaImage uri="/media/images/hotels/TX1/1.svg" alt="" width={4} height={3} sizes="50vw" />,
    );
    expect(byUrl).toContain('src="/media/images/hotels/TX1/1.svg"');
    expect(byUrl).toContain('loading="lazy"');
    const raster = renderToStaticMarkup(
      <MediaImage uri="/media/images/hotels/TX1/1.jpg" alt="" width={4} height={3} sizes="50vw" />,
    ).replaceAll('&amp;', '&');
    expect(raster).toContain('srcSet="/media/images/hotels/TX1/1.jpg?w=320&fm=webp 320w');
    expect(mediaUrl('/media/images/a/b.svg')).toBe('/media/images/a/b.svg');
    expect(mediaUrl('a/b.svg')).toBe('/media/images/a/b.svg');
    expect(isVectorImage('a/b.SVG')).toBe(true);
    expect(isVectorImage('a/b.svg.jpg')).toBe(false);
  });

  it('loads other images lazily and caps the renditions at the widest one worth sending', () => {
    const html = renderToStaticMarkup(
      <MediaImage
        uri="content/offer-weekly.png"
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
    expect(html).toContain('w=640&amp;fm=webp 640w');
    expect(mediaSrcSet('content/x.png', 'jpg', 640).split(', ')).toHaveLength(3);
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

// The hero of a content page: the document's image across the
// full width with the page's one h1 over it; a plain brand band when the document has no image.
//   <ContentHero title={page.heading} image={page.seo.image} />
import { MediaImage } from '../../ui/media-image.tsx';
import './content-hero.css';

export function ContentHero({ title, image }: { title: string; image: string | null | undefined }) {
  return (
    <header className={image ? 'content-hero content-hero--image' : 'content-hero'}>
      {image ? (
        <MediaImage
          uri={image}
          alt=""
          width={800}
          height={533}
          sizes="100vw"
          priority
          maxWidth={1600}
          className="content-hero__image"
        />
      ) : null}
      <div className="content-hero__inner">
        <h1>{title}</h1>
      </div>
    </header>
  );
}

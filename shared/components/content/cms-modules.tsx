// Renders a CMS document's typed modules by markup type ("Forms embedded in content
// pages", "FAQ accordion", "Amenity icon strip", "Award badge"). HTML arrives sanitised by the
// loader (shared/data/content-page.ts). Used by the content pages and by any page with a CMS part:
//   <CmsModules modules={page.modules} />
import { Fragment } from 'react';
import { amenitiesForCodes } from '../../data/content-amenities.ts';
import type { CmsModule } from '../../data/content-page.ts';
import { AmenityStrip } from '../hotel/amenity-strip.tsx';
import { AwardBadge } from '../hotel/award-badge.tsx';
import { ContactForm } from '../forms/contact-form.tsx';
import { MajorAccountsForm } from '../forms/major-accounts-form.tsx';
import { ContactWays } from './contact-ways.tsx';
import { FaqAccordion } from './faq-accordion.tsx';
import { OffersList } from './offers-list.tsx';
import { MediaImage } from '../../ui/media-image.tsx';
import { keepWordsInHtml } from '../../ui/keep-words.tsx';
import './cms-modules.css';

function CmsModuleView({ module }: { module: CmsModule }) {
  switch (module.markupType) {
    case 'rich-text':
      return (
        <div
          className="cms-rich-text"
          dangerouslySetInnerHTML={{ __html: keepWordsInHtml(module.html) }}
        />
      );
    case 'image':
      return (
        <figure className="cms-image">
          <MediaImage
            uri={module.uri}
            alt={module.altText}
            width={800}
            height={533}
            sizes="(min-width: 1024px) 480px, 100vw"
            maxWidth={960}
          />
        </figure>
      );
    case 'faq':
      return <FaqAccordion title={module.title} items={module.items} />;
    case 'amenity-strip':
      return <AmenityStrip amenities={amenitiesForCodes(module.amenityCodes)} />;
    case 'award-badge':
      return <AwardBadge choiceAward={module.award.key} />;
    case 'offers':
      return <OffersList offers={module.offers} />;
    case 'contact-form':
      return <ContactForm />;
    case 'major-accounts-form':
      return <MajorAccountsForm />;
  }
}

export function CmsModules({ modules }: { modules: readonly CmsModule[] }) {
  return (
    <>
      {modules.map((module, index) => (
        <Fragment key={`${module.markupType}-${index}`}>
          <div className={`cms-module cms-module--${module.markupType}`}>
            <CmsModuleView module={module} />
          </div>
          {/* The other ways to reach us go with the contact form (beside it on wide screens): an
              aside of the page, not a module of the document. */}
          {module.markupType === 'contact-form' ? (
            <div className="cms-aside cms-aside--contact-ways">
              <ContactWays />
            </div>
          ) : null}
        </Fragment>
      ))}
    </>
  );
}

import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../data/api-client.ts';
import { AppServicesProvider } from '../../data/app-context.tsx';
import type { RequestContext } from '../../data/request-context.ts';
import { AppShell } from './app-shell.tsx';
import { deferredPartsReady } from './deferred-part.tsx';
import type { ShellData } from '../../data/shell-data.ts';

const context: RequestContext = {
  corporateId: null,
  template: null,
  township: null,
  currentSearch: null,
  account: null,
  isBot: false,
};

// Rendering calls no API (the chrome's calls run in effects, which a server render skips).
const unused = () => Promise.reject(new Error('no API call during a render'));
const api: ApiClient = { get: unused, post: unused, put: unused, delete: unused };

function render(shell: Partial<ShellData>, path = '/locations') {
  const data: ShellData = {
    context,
    footer: null,
    healthNotice: null,
    corporate: null,
    account: null,
    ...shell,
  };
  return renderToString(
    <AppServicesProvider services={{ api, site: { siteUrl: 'http://localhost:3000' } }}>
      <StaticRouter location={path}>
        <AppShell shell={data}>
          <h1>Page body</h1>
        </AppShell>
      </StaticRouter>
    </AppServicesProvider>,
  );
}

describe('AppShell', () => {
  // The parts that hydrate late in the browser render whole on the server, once their code is in.
  beforeAll(deferredPartsReady);

  it('renders skip link, header items, main and footer around the page', () => {
    const html = render({});
    expect(html).toContain('<a href="#main-content" class="skip-link">Skip to main content</a>');
    expect(html).toMatch(/<main id="main-content" tabindex="-1"><h1>Page body<\/h1><\/main>/);
    for (const [href, text] of [
      ['/locations', 'Locations'],
      ['/offers', 'Deals'],
      ['/who-we-are', 'Who We Are'],
      ['/login', 'My Account'],
      ['/find-reservation', 'My reservations'],
    ]) {
      expect(html).toMatch(new RegExp(`href="${href}"[^>]*>${text}</a>`));
    }
    expect(html).toMatch(
      /<a class="site-header__logo" href="\/"[^>]*>.*<span class="visually-hidden">Longstay home<\/span><\/a>/,
    );
    expect(html.replaceAll('<!-- -->', '')).toContain(
      `© ${new Date().getFullYear()} Longstay Hotels`,
    );
    expect(html).toContain('Do Not Sell My Personal Information');
  });

  it('greets a signed-in guest by given name and offers Logout in the mobile menu', () => {
    const html = render({ account: { loginId: 'ann@example.com', givenName: 'Ann' } });
    expect(html).toMatch(/href="\/my-account"[^>]*>Hi, <!-- -->Ann<\/a>/);
    expect(html).toContain('>Logout</button>');
    expect(html).not.toContain('>My Account</a>');
    expect(render({})).not.toContain('Logout');
  });

  it('hides the compact search bar on /home until scrolled, shows it elsewhere', () => {
    expect(render({}, '/home')).toMatch(/id="header-search"[^>]*hidden/);
    expect(render({}, '/')).toMatch(/id="header-search"[^>]*hidden/);
    expect(render({}, '/offers')).not.toMatch(/id="header-search"[^>]*hidden/);
  });

  it('renders the health notice, the corporate banner expanded and the footer data', () => {
    const html = render({
      healthNotice: { html: '<p>Travel safely.</p>' },
      corporate: {
        id: 'ACME',
        title: 'Acme Corp',
        companyName: 'Acme',
        logo: { src: '/media/images/acme.png', alt: 'Acme logo' },
        detailsHtml: '<p>Rates for Acme</p>',
        ratePlanCodes: ['CACME'],
      },
      footer: {
        linkColumns: [
          {
            title: { text: 'About', url: '' },
            links: [{ text: 'Careers', url: 'https://jobs.example.com' }],
          },
        ],
        destinations: {
          title: 'Destinations',
          places: [{ subdivisionCode: 'NY', placeName: 'New York City' }],
        },
        offers: {
          title: 'Offers',
          links: [{ text: 'Weekly', url: '/offers', subheading: 'Save 10%' }],
        },
      },
    });
    expect(html).toContain('<p>Travel safely.</p>');
    expect(html).toMatch(/aria-expanded="true"[^>]*><span>Welcome, <!-- -->Acme Corp<\/span>/);
    expect(html).toContain('src="/media/images/acme.png" alt="Acme logo"');
    expect(html).toContain('href="/extended-stay-hotels/locations/new-york/new-york-city/hotels"');
    expect(html).toContain('href="https://jobs.example.com"');
    expect(html).toContain('Save 10%');
  });
});

// Development only: the mail the platform wrote to its outbox (GET /v1/dev/outbox), newest first,
// so verification and reset links can be followed without a mail server. Outside development the
// platform answers 404 and so does this page (the loader throws PageNotFound).
import type { DevMailboxData, OutboxMail } from '../data/account-loaders.ts';
import type { PageProps } from '../data/route-types.ts';
import '../components/account/account.css';

/** The links of a plain-text mail that point at this site (verification, reset, reservations). */
export function siteLinks(text: string): string[] {
  const found = text.match(/https?:\/\/[^\s<>"']+/g) ?? [];
  return [...new Set(found)]
    .map((href) => {
      try {
        const url = new URL(href);
        return url.pathname + url.search + url.hash;
      } catch {
        return '';
      }
    })
    .filter((path) => path.startsWith('/') && !path.startsWith('//'));
}

function Mail({ mail }: { mail: OutboxMail }) {
  const links = siteLinks(mail.text);
  const id = encodeURIComponent(String(mail.mailId));
  return (
    <li className="mailbox__mail">
      <h2>{mail.subject}</h2>
      <p>
        To {mail.to} · {mail.kind} · {mail.createdAt}
      </p>
      {links.length ? (
        <ul>
          {links.map((href) => (
            <li key={href}>
              <a href={href}>{href}</a>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mailbox__parts">
        {mail.html ? (
          <section className="mailbox__html" aria-label="HTML part">
            <h3>HTML, as the guest gets it</h3>
            {/* Its own origin-less frame under the preview's policy: no script, no form. */}
            <iframe
              title={`HTML part of: ${mail.subject}`}
              src={`/api/v1/dev/outbox/${id}/html`}
              sandbox="allow-top-navigation-by-user-activation"
              loading="lazy"
              data-mail-html
            />
          </section>
        ) : null}
        <section className="mailbox__text" aria-label="Text part and headers">
          {mail.headers?.length ? (
            <>
              <h3>Headers</h3>
              <dl className="mailbox__headers">
                {mail.headers.map(([name, value], index) => (
                  <div key={`${name}-${index}`}>
                    <dt>{name}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
            </>
          ) : null}
          <h3>Text part</h3>
          <pre>{mail.text}</pre>
        </section>
      </div>
    </li>
  );
}

export function Page({ data }: PageProps<DevMailboxData>) {
  return (
    <article className="page mailbox">
      <h1>Development Mailbox</h1>
      <p>
        {data.to ? `Mail to ${data.to}` : 'All mail'}, newest first. This page exists only in
        development.
      </p>
      {data.mails.length === 0 ? (
        <p>No mail yet.</p>
      ) : (
        <ol className="account-list">
          {data.mails.map((mail) => (
            <Mail key={String(mail.mailId)} mail={mail} />
          ))}
        </ol>
      )}
    </article>
  );
}

// The target of the newsletter's mailed link (/newsletter/confirm?token=; the double
// opt-in): confirms once the page has loaded in the browser, so a mail scanner that fetches the
// link without running it subscribes nobody. The token works once; after success the address drops
// it (?confirmed=1), so a reload shows the success again rather than a spent link.
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../ui/link.tsx';
import { useApi } from '../data/app-context.tsx';
import { confirmNewsletter } from '../data/newsletter-api.ts';
import type { NewsletterLinkData } from '../data/newsletter-loaders.ts';
import type { PageProps } from '../data/route-types.ts';
import { messages } from '../validation/messages.ts';
import { Alert } from '../ui/alert.tsx';
import { LinkButton } from '../ui/button.tsx';
import '../components/account/account.css';

type State = { kind: 'confirming' } | { kind: 'confirmed' } | { kind: 'failed'; message: string };

export function Page({ data }: PageProps<NewsletterLinkData>) {
  const navigate = useNavigate();
  const api = useApi();
  const [state, setState] = useState<State>(
    data.confirmed ? { kind: 'confirmed' } : { kind: 'confirming' },
  );

  useEffect(() => {
    if (data.confirmed) {
      setState({ kind: 'confirmed' });
      return;
    }
    if (!data.token) {
      setState({ kind: 'failed', message: messages.newsletterLinkInvalid });
      return;
    }
    let current = true;
    void confirmNewsletter(api, data.token).then((answer) => {
      if (!current) return;
      if (answer.ok) void navigate('/newsletter/confirm?confirmed=1', { replace: true });
      setState(
        answer.ok
          ? { kind: 'confirmed' }
          : {
              kind: 'failed',
              message:
                answer.status === 400
                  ? messages.newsletterLinkInvalid
                  : (answer.errors[0]?.message ?? messages.somethingWentWrong),
            },
      );
    });
    return () => {
      current = false;
    };
  }, [api, data.token, data.confirmed, navigate]);

  return (
    <article className="page page--task">
      <div className="task-card">
        <h1>Newsletter Subscription</h1>
        {state.kind === 'confirming' ? (
          <p role="status">Confirming your subscription…</p>
        ) : state.kind === 'confirmed' ? (
          <>
            <Alert kind="success" title={messages.newsletterSuccess}>
              <p>Your address is confirmed. Member rates and seasonal offers are on their way.</p>
            </Alert>
            <LinkButton to="/offers">See current deals</LinkButton>
          </>
        ) : (
          <>
            <Alert kind="error">{state.message}</Alert>
            <p>
              Sign up again with the form at the bottom of any page: we will send you a new link.
              Each link works once and for 2 days.
            </p>
            <p>
              <Link to="/">Back to the home page</Link>
            </p>
          </>
        )}
      </div>
    </article>
  );
}

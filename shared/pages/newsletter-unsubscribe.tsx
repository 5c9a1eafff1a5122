// The unsubscribe link in the footer of newsletter mail (/newsletter/unsubscribe?token=). Opening
// it changes nothing (a mail scanner follows links); the button unsubscribes. Mail clients offer
// the same through List-Unsubscribe, a POST of the same token.
import { useState, type FormEvent } from 'react';
import { Link } from '../ui/link.tsx';
import { useApi } from '../data/app-context.tsx';
import { unsubscribeFromNewsletter } from '../data/newsletter-api.ts';
import type { NewsletterLinkData } from '../data/newsletter-loaders.ts';
import type { PageProps } from '../data/route-types.ts';
import { messages } from '../validation/messages.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import '../components/account/account.css';

type State =
  { kind: 'asking' } | { kind: 'sending' } | { kind: 'done' } | { kind: 'failed'; message: string };

export function Page({ data }: PageProps<NewsletterLinkData>) {
  const api = useApi();
  const [state, setState] = useState<State>(
    data.token
      ? { kind: 'asking' }
      : { kind: 'failed', message: messages.newsletterUnsubscribeInvalid },
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setState({ kind: 'sending' });
    void unsubscribeFromNewsletter(api, data.token).then((answer) =>
      setState(
        answer.ok
          ? { kind: 'done' }
          : {
              kind: 'failed',
              message:
                answer.status === 400
                  ? messages.newsletterUnsubscribeInvalid
                  : (answer.errors[0]?.message ?? messages.somethingWentWrong),
            },
      ),
    );
  };

  return (
    <article className="page page--task">
      <div className="task-card">
        <h1>Unsubscribe</h1>
        {state.kind === 'done' ? (
          <Alert kind="success" title="You are unsubscribed">
            <p>This address will get no more Longstay deals and news.</p>
          </Alert>
        ) : state.kind === 'failed' ? (
          <>
            <Alert kind="error">{state.message}</Alert>
            <p>
              <Link to="/">Back to the home page</Link>
            </p>
          </>
        ) : (
          <form onSubmit={submit}>
            <p>Stop Longstay deals and news at the address this mail was sent to?</p>
            <Button type="submit" disabled={state.kind === 'sending'}>
              {state.kind === 'sending' ? 'Unsubscribing…' : 'Unsubscribe'}
            </Button>
          </form>
        )}
      </div>
    </article>
  );
}

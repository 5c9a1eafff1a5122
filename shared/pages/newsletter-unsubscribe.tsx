// The unsubscribe link in the footer of newsletter mail (/newsletter/unsubscribe?token=). Opening
// it changes nothing (a mail scanner follows links); the button unsubscribes. Mail clients offer
// the same through List-Unsubscribe, a POST of the same token.
import { Link } from '../ui/link.tsx';
import { useApi } from '../data/app-context.tsx';
import { unsubscribeFromNewsletter } from '../data/newsletter-api.ts';
import type { NewsletterLinkData } from '../data/newsletter-loaders.ts';
import type { PageProps } from '../data/route-types.ts';
import { messages } from '../validation/messages.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { useForm, type SubmitOutcome } from '../ui/use-form.ts';
import '../components/account/account.css';

export function Page({ data }: PageProps<NewsletterLinkData>) {
  const api = useApi();
  // A form of one button: the token is the link's, nothing is typed.
  const form = useForm<never, Record<never, string>>({ initial: {}, validate: () => ({}) });
  const send = async (): Promise<SubmitOutcome> => {
    const answer = await unsubscribeFromNewsletter(api, data.token);
    if (answer.ok) return { ok: true };
    return {
      ok: false,
      message:
        answer.status === 400
          ? messages.newsletterUnsubscribeInvalid
          : (answer.errors[0]?.message ?? messages.somethingWentWrong),
    };
  };
  const failure = data.token
    ? form.status === 'error'
      ? form.message
      : null
    : messages.newsletterUnsubscribeInvalid;

  return (
    <article className="page page--task">
      <div className="task-card">
        <h1>Unsubscribe</h1>
        {form.status === 'success' ? (
          <Alert kind="success" title="You are unsubscribed">
            <p>This address will get no more Longstay deals and news.</p>
          </Alert>
        ) : failure !== null ? (
          <>
            <Alert kind="error">{failure}</Alert>
            <p>
              <Link to="/">Back to the home page</Link>
            </p>
          </>
        ) : (
          <form ref={form.formRef} onSubmit={(event) => void form.onSubmit(send)(event)}>
            <p>Stop Longstay deals and news at the address this mail was sent to?</p>
            <Button type="submit" disabled={form.submitting}>
              {form.submitting ? 'Unsubscribing…' : 'Unsubscribe'}
            </Button>
          </form>
        )}
      </div>
    </article>
  );
}

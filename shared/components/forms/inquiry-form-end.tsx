// The end of both inquiry forms (Forms): the captcha, the outcome as an alert (success:
// a titled green alert that takes focus; failure: the form's error message), and a submit button
// disabled until the captcha is solved, while sending and after success.
import { useState, type FormEvent, type Ref } from 'react';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import type { FormStatus } from '../../ui/use-form.ts';
import { CaptchaField } from '../captcha/captcha-field.tsx';

export interface InquiryFormEndProps {
  captcha: string | null;
  captchaReset: number;
  captchaError: string | undefined;
  onCaptcha: (value: string | null) => void;
  status: FormStatus;
  /** What the outcome alert says (messages), or nothing. */
  message: string | null;
  outcomeRef: Ref<HTMLDivElement>;
}

/** The part of a useForm the captcha reads and clears (its server error). */
interface CaptchaErrors {
  serverErrors: Partial<Record<string, string>>;
  setServerErrors: (
    update: (current: Partial<Record<string, string>>) => Partial<Record<string, string>>,
  ) => void;
}

/**
 * The captcha of an inquiry form: its solution, a fresh one after each failed submission (a
 * solution is good for one), its props for InquiryFormEnd, and a submit that waits for it.
 */
export function useInquiryCaptcha(form: CaptchaErrors) {
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaReset, setCaptchaReset] = useState(0);
  return {
    captcha,
    renew: () => setCaptchaReset((count) => count + 1),
    whenSolved:
      (submit: (event: FormEvent<HTMLFormElement>) => Promise<void>) =>
      (event: FormEvent<HTMLFormElement>) => {
        if (captcha) void submit(event);
        else event.preventDefault();
      },
    endProps: {
      captcha,
      captchaReset,
      captchaError: form.serverErrors.captcha,
      onCaptcha: (value: string | null) => {
        setCaptcha(value);
        if (value) form.setServerErrors(({ captcha: _dropped, ...rest }) => rest);
      },
    },
  };
}

export function InquiryFormEnd({
  captcha,
  captchaReset,
  captchaError,
  onCaptcha,
  status,
  message,
  outcomeRef,
}: InquiryFormEndProps) {
  const done = status === 'success';
  return (
    <>
      {done ? null : (
        <CaptchaField resetKey={captchaReset} error={captchaError} onChange={onCaptcha} />
      )}
      <div className="inquiry-form__outcome">
        {message && (status === 'success' || status === 'error') ? (
          <Alert
            kind={done ? 'success' : 'error'}
            title={done ? 'Thank you' : 'Not sent yet'}
            alertRef={outcomeRef}
          >
            <p>{message}</p>
          </Alert>
        ) : null}
      </div>
      <div className="button-row">
        <Button
          type="submit"
          className={`inquiry-form__submit${done ? ' button--done' : ''}`}
          disabled={!captcha || done}
          loading={status === 'submitting'}
          loadingLabel="Sending…"
        >
          {done ? (
            <>
              <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
                <path d="M4 10.5l4 4L16 6" fill="none" stroke="currentColor" strokeWidth="2.4" />
              </svg>
              Submitted
            </>
          ) : (
            'Submit'
          )}
        </Button>
      </div>
    </>
  );
}

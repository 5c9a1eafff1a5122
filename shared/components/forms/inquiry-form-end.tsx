// The end of both inquiry forms (spec §4 Forms): the captcha, the outcome as an alert (success:
// a titled green alert that takes focus; failure: the form's error message), and a submit button
// disabled until the captcha is solved, while sending and after success.
import type { Ref } from 'react';
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
  /** What the outcome alert says (spec §8 messages), or nothing. */
  message: string | null;
  outcomeRef: Ref<HTMLDivElement>;
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

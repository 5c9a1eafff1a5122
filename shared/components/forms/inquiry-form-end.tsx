// The end of both inquiry forms (spec §4 Forms): the captcha, a submit button disabled until the
// captcha is solved, while sending and after success, and the status region read aloud.
import { CaptchaField } from '../captcha/captcha-field.tsx';
import type { FormStatus } from './form-status.ts';

export interface InquiryFormEndProps {
  captcha: string | null;
  captchaReset: number;
  captchaError: string | undefined;
  onCaptcha: (value: string | null) => void;
  status: FormStatus;
  /** What the status region says (spec §8 messages), or nothing. */
  message: string | null;
}

export function InquiryFormEnd({
  captcha,
  captchaReset,
  captchaError,
  onCaptcha,
  status,
  message,
}: InquiryFormEndProps) {
  const busy = status === 'submitting';
  return (
    <>
      <CaptchaField resetKey={captchaReset} error={captchaError} onChange={onCaptcha} />
      <div className="inquiry-form__actions">
        <button
          type="submit"
          className="inquiry-form__submit"
          disabled={!captcha || busy || status === 'success'}
        >
          {busy ? 'Sending…' : 'Submit'}
        </button>
      </div>
      <div className="inquiry-form__status" role="status" aria-live="polite">
        {message ? (
          <p className={`inquiry-form__message inquiry-form__message--${status}`}>{message}</p>
        ) : null}
      </div>
    </>
  );
}

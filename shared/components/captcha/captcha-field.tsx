// The captcha of the site's forms (submit is disabled until the captcha is
// solved).
// ALTCHA by default: the `altcha` widget fetches GET /api/v1/captcha/challenge and solves its
// proof of work in a worker; with a reCAPTCHA site key in the public config, Google's widget.
//
// Usage (see README.md beside this file):
//   const [captcha, setCaptcha] = useState<string | null>(null);
//   <CaptchaField onChange={setCaptcha} resetKey={attempt} error={errors.captcha} />
//   ... send `captcha` as the form's `captcha` field; disable submit while it is null.
// A solution is accepted once by the platform, so bump `resetKey` after every submit that
// reached the server and did not succeed: the widget resets and `onChange(null)` is called.
//
// CSP (server/security/headers.ts): the widget's styles come from our own bundle (altcha.css),
// never from an injected <style>; its worker is a blob: (worker-src allows it); the reCAPTCHA
// script is inserted by our nonce'd script and carries the nonce too.
import 'altcha/altcha.css';
import './captcha-field.css';
import { useEffect, useRef, useState } from 'react';
import { useNonce } from '../../head/nonce.tsx';
import { usePublicConfig } from '../../data/app-context.tsx';
import { ALTCHA_CHALLENGE_URL, captchaProviderOf, type CaptchaProvider } from './captcha-config.ts';
import { loadRecaptcha } from './recaptcha.ts';

export interface CaptchaFieldProps {
  /** The solved value to send as the form field `captcha`, or null while unsolved/expired. */
  onChange: (value: string | null) => void;
  /** Change it to reset the widget (each solution is accepted once by the platform). */
  resetKey?: number | string;
  /** A message to show under the widget, e.g. "Invalid captcha" from a 400 on `captcha`. */
  error?: string | undefined;
  /** Override of the provider named by the page's public config (tests). */
  provider?: CaptchaProvider;
}

type AltchaElement = HTMLElement & { reset?: () => void };

interface AltchaStateEvent {
  detail?: { state?: string; payload?: string | null };
}

// altcha's main build injects its stylesheet as a <style> without our nonce (CSP blocks it) unless
// an element with this id exists: altcha.css is bundled with this module instead.
const ALTCHA_STYLE_ID = 'altcha-css';

function markAltchaStylesBundled(): void {
  if (document.getElementById(ALTCHA_STYLE_ID)) return;
  const marker = document.createElement('meta');
  marker.id = ALTCHA_STYLE_ID;
  marker.name = 'altcha-styles';
  marker.content = 'bundled';
  document.head.append(marker);
}

export function CaptchaField({ onChange, resetKey, error, provider }: CaptchaFieldProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const resetRef = useRef<(() => void) | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const nonce = useNonce();
  const site = usePublicConfig();
  const [failed, setFailed] = useState(false);
  const chosen = provider ?? captchaProviderOf(site);
  const providerKey = JSON.stringify(chosen);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let cancelled = false;
    const emit = (value: string | null) => {
      if (!cancelled) onChangeRef.current(value);
    };

    if (chosen.provider === 'recaptcha') {
      loadRecaptcha(nonce)
        .then((grecaptcha) => {
          if (cancelled) return;
          const container = document.createElement('div');
          host.append(container);
          const widgetId = grecaptcha.render(container, {
            sitekey: chosen.siteKey,
            callback: (token: string) => emit(token),
            'expired-callback': () => emit(null),
            'error-callback': () => emit(null),
          });
          resetRef.current = () => grecaptcha.reset(widgetId);
        })
        .catch(() => {
          if (!cancelled) setFailed(true);
        });
    } else {
      markAltchaStylesBundled();
      const widget = document.createElement('altcha-widget') as AltchaElement;
      widget.setAttribute('challenge', ALTCHA_CHALLENGE_URL);
      widget.setAttribute('name', 'captcha');
      widget.addEventListener('statechange', (event) => {
        const { state, payload } = (event as unknown as AltchaStateEvent).detail ?? {};
        emit(state === 'verified' && payload ? payload : null);
      });
      host.append(widget);
      resetRef.current = () => widget.reset?.();
      import('altcha').catch(() => {
        if (!cancelled) setFailed(true);
      });
    }
    return () => {
      cancelled = true;
      resetRef.current = null;
      host.replaceChildren();
    };
    // providerKey stands for `chosen`: the widget is rebuilt only when the provider changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [providerKey, nonce]);

  const firstReset = useRef(true);
  useEffect(() => {
    if (firstReset.current) {
      firstReset.current = false;
      return;
    }
    resetRef.current?.();
    onChangeRef.current(null);
  }, [resetKey]);

  const message = failed ? 'The captcha could not be loaded. Reload the page to try again.' : error;
  return (
    <div className="captcha-field">
      <div ref={hostRef} className="captcha-field__widget" />
      {message ? (
        <p className="captcha-field__error" role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}

// Loads Google's reCAPTCHA script once (explicit rendering), for sites configured with
// RECAPTCHA_SITE_KEY. The CSP allows its hosts only then (server/security/headers.ts); the script
// is inserted by our own nonce'd code and carries the nonce as well.
export interface Grecaptcha {
  render: (
    container: HTMLElement,
    options: {
      sitekey: string;
      callback: (token: string) => void;
      'expired-callback': () => void;
      'error-callback': () => void;
    },
  ) => number;
  reset: (widgetId?: number) => void;
}

const ONLOAD = 'longstayRecaptchaReady';
const SCRIPT_URL = `https://www.google.com/recaptcha/api.js?render=explicit&onload=${ONLOAD}`;

let loading: Promise<Grecaptcha> | null = null;

export function loadRecaptcha(nonce: string | undefined): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const scope = window as unknown as Record<string, unknown>;
    scope[ONLOAD] = () => resolve(scope.grecaptcha as Grecaptcha);
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    if (nonce) script.nonce = nonce;
    script.addEventListener('error', () => {
      loading = null;
      script.remove();
      reject(new Error('reCAPTCHA could not be loaded'));
    });
    document.head.append(script);
  });
  return loading;
}

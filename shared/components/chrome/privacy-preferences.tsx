// Footer: a "Do Not Sell My Personal Information" control that opens consent preferences.
// A native modal <dialog> gives the focus containment and Escape handling; the choice is kept in
// a first-party cookie for a year so that tags read it before loading.
import { useEffect, useId, useRef, useState } from 'react';
import { pushAnalyticsEvent } from '../../analytics.ts';
import { readCookie, writeCookie } from '../../storage/cookies.ts';
import { Switch } from '../../ui/choice.tsx';
import './privacy-preferences.css';

export const doNotSellCookieName = 'privacyDoNotSell';
const oneYearSeconds = 365 * 24 * 60 * 60;

export function PrivacyPreferences() {
  const dialog = useRef<HTMLDialogElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const [doNotSell, setDoNotSell] = useState(false);
  const [saved, setSaved] = useState(false);
  const titleId = useId();
  const toggleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const onClose = () => trigger.current?.focus();
    element.addEventListener('close', onClose);
    return () => element.removeEventListener('close', onClose);
  }, []);

  const open = () => {
    setDoNotSell(readCookie(doNotSellCookieName) === '1');
    setSaved(false);
    dialog.current?.showModal();
  };

  const save = () => {
    writeCookie(doNotSellCookieName, doNotSell ? '1' : '0', { maxAgeSeconds: oneYearSeconds });
    pushAnalyticsEvent({ event: 'privacy_preferences', doNotSell });
    setSaved(true);
    dialog.current?.close();
  };

  return (
    <>
      <button ref={trigger} type="button" className="privacy-preferences__trigger" onClick={open}>
        Do Not Sell My Personal Information
      </button>
      {saved ? (
        <span className="visually-hidden" role="status">
          Your privacy preferences were saved.
        </span>
      ) : null}
      <dialog ref={dialog} className="privacy-preferences" aria-labelledby={titleId}>
        <h2 id={titleId} className="privacy-preferences__title">
          Privacy preferences
        </h2>
        <p>
          We share some information with advertising partners to show you relevant offers. You can
          opt out of the sale or sharing of your personal information at any time.
        </p>
        <div className="privacy-preferences__option">
          <Switch
            id={toggleId}
            className="privacy-preferences__switch"
            label="Do not sell or share my personal information"
            checked={doNotSell}
            onChange={setDoNotSell}
          />
        </div>
        <div className="privacy-preferences__actions">
          <button
            type="button"
            className="button button--ghost"
            onClick={() => dialog.current?.close()}
          >
            Cancel
          </button>
          <button type="button" className="button button--primary" onClick={save}>
            Save preferences
          </button>
        </div>
      </dialog>
    </>
  );
}

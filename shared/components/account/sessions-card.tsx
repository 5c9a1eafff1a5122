// My Account's signed-in devices: each live session with its device, when it
// signed in and when it was last active, this device marked; "Sign out" ends another device's
// session and "Sign out everywhere" ends them all, this one included, then signs out here too.
// Times render in UTC on the server and switch to the guest's own time zone once hydrated.
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Badge } from '../../ui/status.tsx';
import { Card } from '../../ui/surface.tsx';
import { useApi } from '../../data/app-context.tsx';
import {
  SESSIONS_UNAVAILABLE,
  SIGN_OUT_EVERYWHERE_FAILED,
  endSession,
  signOutEverywhere,
  type SessionList,
  type SessionSummary,
} from '../../data/account-sessions.ts';
import { signOut } from '../../data/sign-in.ts';

function formatTime(iso: string, timeZone: string | undefined): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  // Formats: date MM/dd/yyyy, time 12-hour AM/PM ("11/28/2026, 9:05 PM").
  const text = new Intl.DateTimeFormat('en-US', {
    month: '2-digit',
    day: '2-digit',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
  return timeZone ? `${text} ${timeZone}` : text;
}

function LocalTime({ iso }: { iso: string }) {
  const [local, setLocal] = useState(false);
  useEffect(() => setLocal(true), []);
  return <time dateTime={iso}>{formatTime(iso, local ? undefined : 'UTC')}</time>;
}

function SessionItem({
  session,
  busy,
  onEnd,
}: {
  session: SessionSummary;
  busy: boolean;
  onEnd: (session: SessionSummary) => void;
}) {
  return (
    <li className="session-list__item">
      <div className="session-list__text">
        <p className="session-list__device">
          <strong>{session.device}</strong>{' '}
          {session.current ? <Badge tone="brand">This device</Badge> : null}
        </p>
        <p className="session-list__meta">
          <span>
            {session.current ? (
              'Active now'
            ) : (
              <>
                Last active <LocalTime iso={session.lastSeenAt} />
              </>
            )}
          </span>
          {' · '}
          <span>
            Signed in <LocalTime iso={session.signedInAt} />
          </span>
          {session.via === 'basic' ? (
            <>
              {' · '}
              <span>by an app or script</span>
            </>
          ) : null}
        </p>
      </div>
      {session.current ? null : (
        <Button
          variant="secondary"
          size="small"
          loading={busy}
          loadingLabel="Signing out…"
          onClick={() => onEnd(session)}
          aria-label={`Sign out ${session.device}`}
        >
          Sign out
        </Button>
      )}
    </li>
  );
}

export function SessionsCard({ initial }: { initial: SessionList | null }) {
  const api = useApi();
  const [list, setList] = useState(initial);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [everywhere, setEverywhere] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const errorRef = useRef<HTMLDivElement | null>(null);

  // Focus revalidation brings a fresh list from the loader.
  useEffect(() => setList(initial), [initial]);

  const fail = (message: string) => {
    setError(message);
    window.requestAnimationFrame(() => errorRef.current?.focus());
  };

  const end = async (session: SessionSummary) => {
    if (busyId) return;
    setBusyId(session.id);
    setError(null);
    setDone(null);
    const outcome = await endSession(api, session.id);
    setBusyId(null);
    if (!outcome.ok) return fail(outcome.message);
    setList(outcome.list);
    setDone(`${session.device} is signed out.`);
  };

  const endEverywhere = async () => {
    setEverywhere(true);
    setError(null);
    setDone(null);
    if (await signOutEverywhere(api)) {
      await signOut(api);
      return;
    }
    setEverywhere(false);
    fail(SIGN_OUT_EVERYWHERE_FAILED);
  };

  return (
    <Card title="Signed-in Devices" headingLevel={2} className="account-card account-card--wide">
      <p>
        Devices where your account is signed in. A device is signed out after 2 hours without
        activity, and 24 hours after signing in. If you see one you do not know, sign out everywhere
        and change your password.
      </p>
      {error ? (
        <Alert
          kind="error"
          alertRef={(element) => {
            errorRef.current = element;
          }}
        >
          {error}
        </Alert>
      ) : null}
      {done ? <Alert kind="success">{done}</Alert> : null}
      {list ? (
        <>
          <ul className="session-list">
            {list.sessions.map((session) => (
              <SessionItem
                key={session.id}
                session={session}
                busy={busyId === session.id}
                onEnd={(chosen) => void end(chosen)}
              />
            ))}
          </ul>
          {list.total > list.sessions.length ? (
            <p className="session-list__more">
              The {list.sessions.length} most recently active of {list.total} sessions are shown.
              Sign out everywhere ends them all.
            </p>
          ) : null}
        </>
      ) : (
        <Alert kind="info">{SESSIONS_UNAVAILABLE}</Alert>
      )}
      <div className="account-actions">
        <Button
          variant="danger"
          loading={everywhere}
          loadingLabel="Signing out everywhere…"
          onClick={() => void endEverywhere()}
        >
          Sign out everywhere
        </Button>
      </div>
    </Card>
  );
}

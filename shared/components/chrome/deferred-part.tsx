// Parts of the chrome that hydrate when they are needed: the server renders them
// whole, as before, and the browser shows that HTML untouched until their code has arrived. Each
// sits in a Suspense boundary whose inner component waits, during hydration, for a promise: the
// part's code, asked for only when the part comes near the viewport or the guest reaches for it
// (hydration-triggers.ts). React keeps a boundary that suspends while hydrating as server HTML
// (no fallback, no layout shift) and hydrates it when the promise resolves, so nothing of the
// part is in the first load's JavaScript and none of its hydration is in the first load's work.
//
// React must not re-render a boundary it has not hydrated (it would have to throw the server HTML
// away), so a part's props must be stable (it is memoised), and the two ways an update can still
// reach it load its code at once:
// - a navigation (a transition, which waits for the code): the part watches the location;
// - a context it reads changing: React then renders the fallback, which is a copy of the
//   server HTML, and asks for the code.
// Each part is rendered once per page (the chrome); its root element is found by a selector.
// The server (and a test's server render) loads every part's code first: deferredPartsReady().
import {
  Suspense,
  createElement,
  memo,
  use,
  useEffect,
  type ComponentType,
  type NamedExoticComponent,
} from 'react';
import { useLocation } from 'react-router';
import {
  copyOfServerHtml,
  watchPart,
  type HydrateWhen,
  type ServerCopy,
  type Watch,
} from './hydration-triggers.ts';

export interface DeferredPartOptions {
  /** A CSS selector for the part's root element in the server HTML. */
  root: string;
  when: HydrateWhen;
}

const inBrowser = typeof document !== 'undefined';
const everyPart: Array<() => Promise<unknown>> = [];

/** Loads the code of every deferred part: the server renders them whole, never suspended. */
export async function deferredPartsReady(): Promise<void> {
  await Promise.all(everyPart.map((load) => load()));
}

export function deferredPart<P extends object>(
  importer: () => Promise<ComponentType<P>>,
  { root, when }: DeferredPartOptions,
): NamedExoticComponent<P> {
  let component: ComponentType<P> | null = null;
  let importing: Promise<ComponentType<P>> | null = null;
  const load = () =>
    (importing ??= importer().then(
      (loaded) => (component = loaded),
      (error: unknown) => {
        importing = null;
        throw error;
      },
    ));
  everyPart.push(load);
  if (!inBrowser) void load().catch(() => undefined);

  // In the browser the code is fetched once asked for; a part whose code cannot be loaded
  // (offline) stays as the server rendered it, its links working as plain links.
  let ask: () => void = () => undefined;
  const asked = new Promise<void>((resolve) => (ask = resolve));
  let arrived: Promise<ComponentType<P>> | null = null;
  const whenAsked = () =>
    (arrived ??= asked.then(load).catch(() => {
      const copy = serverCopy;
      return function ServerHtml() {
        return copy ? renderCopy(copy) : null;
      };
    }));

  let serverCopy: ServerCopy | null = null;
  let watch: Watch | null = null;
  let firstLocation: string | null = null;

  function Inner(props: P) {
    // Runs once the part has hydrated (or rendered on the client). Before `use`, which may
    // suspend: React replays a suspended render, and its hooks must come in the same order.
    useEffect(() => watch?.hydrated(), []);
    if (inBrowser && !component && !serverCopy) {
      const element = document.querySelector(root);
      if (element) serverCopy = copyOfServerHtml(element);
      else ask();
    }
    const Component = component ?? use(inBrowser ? whenAsked() : load());
    return <Component {...props} />;
  }

  function Fallback() {
    // React could not hydrate the part in place (an update reached it first): ask for the code
    // and meanwhile show what the server sent.
    ask();
    return serverCopy ? renderCopy(serverCopy) : null;
  }

  function DeferredPart(props: P) {
    const { pathname, search } = useLocation();
    const location = pathname + search;
    firstLocation ??= location;
    // A navigation is a transition: React waits for the code of a part it must re-render.
    if (location !== firstLocation) ask();
    useEffect(() => {
      if (component) return;
      const element = document.querySelector(root);
      if (!element) return void ask();
      watch = watchPart(element, when, ask);
      return () => watch?.stop();
    }, []);
    return (
      <Suspense fallback={<Fallback />}>
        <Inner {...props} />
      </Suspense>
    );
  }
  return memo(DeferredPart);
}

function renderCopy({ tag, attributes, html }: ServerCopy) {
  return createElement(tag, { ...attributes, dangerouslySetInnerHTML: { __html: html } });
}

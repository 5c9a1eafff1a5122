// Test-only routes added to the real table (vi.mock of #shared/routes.ts): a page with a
// deliberately slow part behind Suspense, a page that throws while rendering, a loader that throws.
import { Await } from '#shared/ui/await.tsx';
import { defineRoute, type PageProps } from '#shared/data/route-types.ts';
import { defer, type Deferred } from '#shared/data/defer.ts';

export const SLOW_MS = 800;
export const SLOW_CONTENT = 'The slow part has arrived';

interface SlowData {
  slow: Deferred<string>;
}

function SlowPage({ data }: PageProps<SlowData>) {
  return (
    <article>
      <h1>Streaming test</h1>
      <Await resolve={data.slow} fallback={<p role="status">Loading the slow part…</p>}>
        {(value) => <p>{value}</p>}
      </Await>
    </article>
  );
}

function ThrowingPage(): never {
  throw new Error('secret-internal-detail at render');
}

/** Loader signals seen by the abort test route, to check they are aborted when the client leaves. */
export const seenSignals: AbortSignal[] = [];

export const testRoutes = [
  defineRoute<null>({
    id: 'test-hangs',
    path: '/__test/hangs',
    page: 'test-hangs',
    lazy: async () => ({ Page: () => null }),
    // Never settles unless aborted.
    loader: ({ signal }) => {
      seenSignals.push(signal);
      return new Promise<null>((_resolve, reject) =>
        signal.addEventListener('abort', () => reject(signal.reason as Error)),
      );
    },
    head: () => ({ seoTitle: 'Hangs' }),
    analyticsPage: '/__test/hangs',
  }),
  defineRoute<SlowData>({
    id: 'test-slow',
    path: '/__test/slow',
    page: 'test-slow',
    lazy: async () => ({ Page: SlowPage }),
    loader: async () => ({
      slow: defer(
        'slow',
        new Promise<string>((resolve) => setTimeout(() => resolve(SLOW_CONTENT), SLOW_MS)),
      ),
    }),
    head: () => ({ seoTitle: 'Streaming test' }),
    analyticsPage: '/__test/slow',
  }),
  defineRoute<null>({
    id: 'test-throws',
    path: '/__test/throws',
    page: 'test-throws',
    lazy: async () => ({ Page: ThrowingPage }),
    loader: async () => null,
    head: () => ({ seoTitle: 'Throws' }),
    analyticsPage: '/__test/throws',
  }),
  defineRoute<null>({
    id: 'test-loader-throws',
    path: '/__test/loader-throws',
    page: 'test-loader-throws',
    lazy: async () => ({ Page: () => null }),
    loader: async () => {
      throw new Error('secret-loader-detail');
    },
    head: () => ({ seoTitle: 'Loader throws' }),
    analyticsPage: '/__test/loader-throws',
  }),
];

// What a result list waits for: in the default order (distance) nothing, and every
// card's rate and details stream into small boundaries of their own; sorted by price or rating,
// or filtered by price or amenity, the order depends on the streamed values, so the list waits
// for them behind one boundary, with skeleton cards meanwhile.
import { Suspense, use, type ReactNode } from 'react';
import type { Streaming } from '../../ui/await.tsx';
import type { Deferred } from '../../data/defer.ts';
import { Skeleton } from '../../ui/status.tsx';
import type { ResultsView } from '../../search/results-view.ts';

/** What the view's sort and filters need before the list's order is known. */
export function viewNeeds(view: ResultsView): { rates: boolean; extras: boolean } {
  return {
    rates: view.sort === 'price' || view.maxPrice !== null,
    extras: view.sort === 'rating' || view.amenities.length > 0,
  };
}

interface WaitForProps<T> {
  /** The list's order depends on the value: wait for it. */
  need: boolean;
  source: Deferred<T> | null;
  children: (value: Streaming<T>) => ReactNode;
}

/**
 * Waits for `source` when the view needs it, else passes it on still streaming. The tree has the
 * same shape either way, so a guest who sorts by price in the browser keeps the list and the map
 * mounted (the value is already there: nothing suspends).
 */
export function WaitFor<T>(props: WaitForProps<T>) {
  return (
    <Suspense fallback={<ListingSkeleton />}>
      <Waited {...props} />
    </Suspense>
  );
}

function Waited<T>({ need, source, children }: WaitForProps<T>) {
  if (!need || !source) return children(source);
  return children(use(source.promise));
}

/** A sorted or filtered list waiting for its rates or details. */
function ListingSkeleton() {
  return (
    <div className="results-body" aria-busy="true">
      <p className="visually-hidden" role="status">
        Checking rates…
      </p>
      <ol className="result-cards">
        {[0, 1, 2].map((index) => (
          <li key={index} className="result-card">
            <Skeleton shape="block" />
            <div className="result-card__skeleton">
              <Skeleton shape="title" />
              <Skeleton shape="short" />
              <Skeleton shape="text" />
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}

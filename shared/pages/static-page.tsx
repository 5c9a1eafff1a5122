// The frame of a page whose body is text only (the error and not-found pages).
import type { ReactNode } from 'react';

export function StaticPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <article className="page">
      <h1>{title}</h1>
      {children}
    </article>
  );
}

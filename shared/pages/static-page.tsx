// The frame of a page whose body is text until its own issue adds forms and widgets.
import type { ReactNode } from 'react';

export function StaticPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <article className="page">
      <h1>{title}</h1>
      {children}
    </article>
  );
}

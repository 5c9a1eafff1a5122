// PLACEHOLDER until the chrome helper lands: skip link, health notice, header, corporate banner,
// <main id="main-content">, footer.
import type { ReactNode } from 'react';
import type { ShellData } from './shell-data.ts';

export function AppShell({ children }: { shell: ShellData; children: ReactNode }) {
  return (
    <main id="main-content" tabIndex={-1}>
      {children}
    </main>
  );
}

// Loads a page's stylesheets before client navigation shows it.
export function ensureStyles(hrefs: readonly string[]): Promise<void> {
  const pending = hrefs
    .filter((href) => !document.querySelector(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`))
    .map(
      (href) =>
        new Promise<void>((resolve) => {
          const link = document.createElement('link');
          link.rel = 'stylesheet';
          link.href = href;
          // A stylesheet that fails to load must not block the page.
          link.onload = link.onerror = () => resolve();
          document.head.appendChild(link);
        }),
    );
  return Promise.all(pending).then(() => undefined);
}

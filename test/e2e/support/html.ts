// The server-rendered HTML checked by html-validate, with the project's .htmlvalidate.json when
// it exists (the render owner keeps it), else the recommended preset without the pure style
// rules that React's serialiser cannot follow (self-closing void elements, camel-case attribute
// names, `hidden=""`, useId's "_R_…" ids — all valid HTML).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { FileSystemConfigLoader, HtmlValidate, type Message } from 'html-validate';

const root = path.resolve(import.meta.dirname, '../../..');

function validator(): HtmlValidate {
  if (existsSync(path.join(root, '.htmlvalidate.json')))
    return new HtmlValidate(new FileSystemConfigLoader());
  return new HtmlValidate({
    extends: ['html-validate:recommended'],
    rules: {
      'void-style': 'off',
      'attr-case': 'off',
      'attribute-boolean-style': 'off',
      'attribute-empty-style': 'off',
      'valid-id': ['error', { relaxed: true }],
    },
  });
}

export function formatMessages(messages: Message[]): string {
  return messages.map((m) => `  ${m.line}:${m.column} ${m.ruleId}: ${m.message}`).join('\n');
}

/** Validates a document's HTML; the file name decides which .htmlvalidate.json applies. */
export async function htmlErrors(html: string): Promise<Message[]> {
  const report = await validator().validateString(html, path.join(root, 'page.html'));
  return report.results
    .flatMap((result) => result.messages)
    .filter((message) => message.severity === 2);
}

/** Fetches a page's server HTML and fails with the validator's errors, if any. */
export async function expectValidHtml(baseUrl: string, pathname: string): Promise<void> {
  const response = await fetch(new URL(pathname, baseUrl), { headers: { accept: 'text/html' } });
  const html = await response.text();
  const errors = await htmlErrors(html);
  if (errors.length)
    throw new Error(
      `html-validate found ${errors.length} error(s) in ${pathname}:\n${formatMessages(errors)}`,
    );
}

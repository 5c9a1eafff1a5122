// Hyphenated words that must not break at their hyphen on a narrow screen ("e-" / "mail"): each
// is wrapped in a span that does not wrap (base.css .nowrap). The text itself is unchanged, so
// what a guest reads, a screen reader says and a test matches stays the same.
import { Fragment, isValidElement, type ReactNode } from 'react';

const KEPT = /(e-mail)/gi;

/** The node with every "e-mail" in its strings kept on one line (elements are left as they are). */
export function keepWords(node: ReactNode): ReactNode {
  if (Array.isArray(node))
    return node.map((child: ReactNode, index) => (
      <Fragment key={isValidElement(child) && child.key != null ? child.key : index}>
        {keepWords(child)}
      </Fragment>
    ));
  if (typeof node !== 'string' || !node.match(KEPT)) return node;
  return node.split(KEPT).map((part, index) =>
    index % 2 ? (
      <span key={index} className="nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

/** keepWords for JSX text: `<p><KeepWords>… e-mail …</KeepWords></p>`. */
export function KeepWords({ children }: { children: ReactNode }) {
  return <>{keepWords(children)}</>;
}

/** keepWords for sanitised HTML (a CMS text): the words in its text, never in its tags, kept whole. */
export const keepWordsInHtml = (html: string): string =>
  html.replace(/>[^<]+/g, (text) => text.replace(KEPT, '<span class="nowrap">$1</span>'));

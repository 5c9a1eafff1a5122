// React's floor for a page: the page's own HTML turned back into a tree of plain elements (the
// same elements, attributes and text, no component of ours, no Suspense, no context), rendered
// with the same streaming API and compressed as the site compresses. What a render of the real
// page costs beyond it is ours: components, formatting, class names, the handoff, how the stream
// is written. Measured as CPU time per render, alternating page and floor so both see the same
// load on a shared machine.
import { createElement, type ReactElement, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { EventEmitter } from 'node:events';
import { PassThrough, Writable } from 'node:stream';
import { createGzip, type Gzip } from 'node:zlib';
import { WHOLE_SHELL } from '#server/render/stream.ts';

/** A parsed element: tag, props, children (text or elements); scripts keep their text raw. */
type FloorNode = string | { tag: string; props: Record<string, unknown>; children: FloorNode[] };

const VOID = new Set('area base br col embed hr img input link meta source track wbr'.split(' '));
const RAW_TEXT = new Set(['script', 'style']);
const PROP_NAMES: Record<string, string> = { class: 'className', for: 'htmlFor' };
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#')
      return String.fromCodePoint(
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)),
      );
    return ENTITIES[name] ?? whole;
  });

const styleObject = (css: string) =>
  Object.fromEntries(
    css
      .split(';')
      .map((declaration) => declaration.split(':'))
      .filter((pair) => pair.length >= 2)
      .map(([name, ...value]) => [
        name!.trim().replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()),
        value.join(':').trim(),
      ]),
  );

/**
 * Parses the HTML React wrote (well formed: quoted attributes, closed elements) into nodes.
 * Comments (Suspense markers, text separators) and the doctype are dropped: React writes its own.
 */
export function parseRenderedHtml(html: string): FloorNode {
  const root: { tag: string; props: Record<string, unknown>; children: FloorNode[] } = {
    tag: '#root',
    props: {},
    children: [],
  };
  const stack = [root];
  const tagPattern = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:="[^"]*")?)*)\s*(\/?)>/y;
  const attributePattern = /\s+([^\s"'>/=]+)(?:="([^"]*)")?/g;
  let at = 0;
  while (at < html.length) {
    const next = html.indexOf('<', at);
    const textEnd = next < 0 ? html.length : next;
    if (textEnd > at) stack.at(-1)!.children.push(decode(html.slice(at, textEnd)));
    if (next < 0) break;
    if (html.startsWith('<!--', next)) {
      at = html.indexOf('-->', next) + 3;
      continue;
    }
    if (html.startsWith('<!', next)) {
      at = html.indexOf('>', next) + 1;
      continue;
    }
    tagPattern.lastIndex = next;
    const match = tagPattern.exec(html);
    if (!match) throw new Error(`unexpected markup at ${next}: ${html.slice(next, next + 60)}`);
    at = tagPattern.lastIndex;
    const [, closing, rawTag, attributes = '', selfClosing] = match;
    const tag = rawTag!;
    if (closing) {
      const open = stack.pop();
      if (open?.tag !== tag) throw new Error(`</${tag}> closes <${open?.tag}> at ${next}`);
      continue;
    }
    const props: Record<string, unknown> = {};
    for (const [, name, value] of attributes.matchAll(attributePattern)) {
      const decoded = value === undefined ? true : decode(value);
      if (name === 'style') props.style = styleObject(String(decoded));
      else props[PROP_NAMES[name!] ?? name!] = decoded;
    }
    const element = { tag, props, children: [] as FloorNode[] };
    stack.at(-1)!.children.push(element);
    if (RAW_TEXT.has(tag)) {
      const end = html.indexOf(`</${tag}>`, at);
      const text = html.slice(at, end);
      if (text) props.dangerouslySetInnerHTML = { __html: text };
      at = end + tag.length + 3;
      continue;
    }
    if (!VOID.has(tag) && !selfClosing) stack.push(element);
  }
  const html0 = root.children.find((child) => typeof child !== 'string');
  if (!html0) throw new Error('no element in the page');
  return html0;
}

/** A fresh tree of plain React elements for the node, as a render creates its elements anew. */
export function floorElement(node: FloorNode): ReactNode {
  if (typeof node === 'string') return node;
  const children = node.children.map(floorElement);
  return createElement(node.tag, node.props, ...children);
}

/** The number of elements and of bytes of the HTML a floor renders, to check it is the page's. */
export function countElements(node: FloorNode): number {
  if (typeof node === 'string') return 0;
  return 1 + node.children.reduce<number>((sum, child) => sum + countElements(child), 0);
}

/** A destination that compresses as the site does (gzip level 1) and keeps only the length. */
export function countingGzip(): { gzip: Gzip; done: Promise<number> } {
  // RENDER_COST_GZIP=0: no compression, to tell the render's cost from the compressor's.
  const gzip =
    process.env.RENDER_COST_GZIP === '0'
      ? (new PassThrough() as unknown as Gzip)
      : createGzip({ level: 1 });
  let bytes = 0;
  const done = new Promise<number>((resolve, reject) => {
    gzip.on('data', (chunk: Buffer) => (bytes += chunk.length));
    gzip.on('end', () => resolve(bytes));
    gzip.on('error', reject);
  });
  return { gzip, done };
}

/** The floor's render: renderToPipeableStream with the site's options, through gzip level 1. */
export function renderFloor(node: FloorNode): Promise<number> {
  const { gzip, done } = countingGzip();
  return new Promise<number>((resolve, reject) => {
    const stream = renderToPipeableStream(floorElement(node) as ReactElement, {
      progressiveChunkSize: WHOLE_SHELL,
      onShellReady() {
        // What the compression middleware does with a destination's flush().
        const sink = new Writable({
          write(chunk: Buffer, _encoding, callback) {
            gzip.write(chunk, callback);
          },
          final(callback) {
            gzip.end();
            callback();
          },
        });
        Object.assign(sink, { flush: () => gzip.flush?.() });
        stream.pipe(sink);
      },
      onShellError: reject,
      onError: reject,
    });
    done.then(resolve, reject);
  });
}

/**
 * What streamDocument needs of an Express response, writing into `destination`: its flush() is
 * the compression middleware's (the compressor flushed), its 'drain' the destination's.
 */
export function benchResponse(destination: Gzip | Writable) {
  const res = Object.assign(new EventEmitter(), {
    destroyed: false,
    writableFinished: false,
    headersSent: false,
    status: () => res,
    setHeader: () => res,
    write: (data: Buffer) => destination.write(data),
    flush: () => (destination as Gzip).flush?.(),
    end: () => {
      destination.end();
      res.writableFinished = true;
      res.emit('finish');
      res.emit('close');
    },
  });
  destination.on('drain', () => res.emit('drain'));
  return res;
}

/** CPU time of the process (every thread, compression's too) spent by `run`, in ms. */
export async function cpuMs(run: () => Promise<unknown>): Promise<number> {
  const before = process.cpuUsage();
  await run();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

/** The median of a list of numbers. */
export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

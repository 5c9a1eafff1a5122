import { describe, expect, it } from 'vitest';
import { deferredScriptId, reviveStreamed, type StreamedDocument } from './defer.ts';

/** A document that is still streaming until `complete()` (what the async entry module sees). */
function streamingDocument() {
  const scripts = new Map<string, string>();
  const listeners: Array<() => void> = [];
  const doc: StreamedDocument & { readyState: DocumentReadyState } = {
    readyState: 'loading',
    getElementById: (id) => (scripts.has(id) ? { textContent: scripts.get(id)! } : null),
    addEventListener: (_type, listener) => void listeners.push(listener),
  };
  return {
    doc,
    stream: (key: string, value: unknown) =>
      scripts.set(deferredScriptId(key), JSON.stringify(value)),
    complete: () => {
      doc.readyState = 'interactive';
      listeners.forEach((listener) => listener());
    },
  };
}

describe('reviveStreamed', () => {
  it('uses a value already in the document at once', async () => {
    const { doc, stream } = streamingDocument();
    stream('hotels', { ok: true, value: 3 });
    const deferred = reviveStreamed<number>(doc, 'hotels');
    expect((deferred.promise as Promise<unknown> & { status?: string }).status).toBe('fulfilled');
    await expect(deferred.promise).resolves.toEqual({ ok: true, value: 3 });
  });

  it('waits for a value that streams in after the entry started (not "unavailable")', async () => {
    const { doc, stream, complete } = streamingDocument();
    const deferred = reviveStreamed<number>(doc, 'hotels');
    let settled = false;
    void deferred.promise.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    stream('hotels', { ok: true, value: 7 });
    complete();
    await expect(deferred.promise).resolves.toEqual({ ok: true, value: 7 });
  });

  it('settles as unavailable when the complete document does not carry the value', async () => {
    const { doc, complete } = streamingDocument();
    const pending = reviveStreamed(doc, 'hotel-details');
    complete();
    const failure = { ok: false, message: 'This information is unavailable right now.' };
    await expect(pending.promise).resolves.toEqual(failure);
    await expect(reviveStreamed(doc, 'hotel-details').promise).resolves.toEqual(failure);
  });
});

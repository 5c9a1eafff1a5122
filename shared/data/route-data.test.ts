import { describe, expect, it } from 'vitest';
import { defer, deferredParts, isDeferred, type Deferred } from './defer.ts';
import { readLines, readRouteData, routeDataUrl } from './route-data.ts';

const encoder = new TextEncoder();

/** A body the test writes to chunk by chunk, as a network would deliver it. */
function controlledBody() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  return {
    body,
    send: (text: string) => controller.enqueue(encoder.encode(text)),
    sendBytes: (bytes: Uint8Array) => controller.enqueue(bytes),
    end: () => controller.close(),
    fail: (error: Error) => controller.error(error),
  };
}

/** The state of a promise now (after pending microtasks have run). */
async function peek<T>(promise: Promise<T>): Promise<T | 'pending'> {
  return Promise.race([promise, new Promise<'pending'>((r) => setTimeout(() => r('pending'), 0))]);
}

describe('readLines', () => {
  it('parses lines split anywhere, a character split across chunks included', async () => {
    const { body, send, sendBytes, end } = controlledBody();
    const seen: unknown[] = [];
    const done = readLines(body, (line) => seen.push(line));
    send('{"a":1}\n{"b":');
    const accented = encoder.encode('"Café"}\n');
    // "é" is two bytes: the first chunk ends between them.
    const cut = accented.indexOf(0xc3) + 1;
    sendBytes(accented.slice(0, cut));
    sendBytes(accented.slice(cut));
    send('\n{"c":3}');
    end();
    await done;
    expect(seen).toEqual([{ a: 1 }, { b: 'Café' }, { c: 3 }]);
  });

  it('rejects on a line that is not JSON', async () => {
    const { body, send, end } = controlledBody();
    const done = readLines(body, () => undefined);
    send('{"a":1}\nnot json\n');
    end();
    await expect(done).rejects.toThrow(SyntaxError);
  });
});

describe('readRouteData', () => {
  it('resolves with the head at once; each deferred part settles when its line arrives', async () => {
    const { body, send, end } = controlledBody();
    const reading = readRouteData(body);
    send('{"routeId":"hotel","status":200,"data":{"name":"Dallas","rooms":{"$deferred":"rooms"},');
    expect(await peek(reading)).toBe('pending');
    send('"reviews":{"$deferred":"reviews"}}}\n');
    const head = await reading;
    if ('redirect' in head) throw new Error('a head was expected');
    expect(head.routeId).toBe('hotel');
    expect(head.status).toBe(200);
    const data = head.data as { name: string; rooms: Deferred<string>; reviews: Deferred<string> };
    expect(data.name).toBe('Dallas');
    expect(isDeferred(data.rooms)).toBe(true);
    expect(await peek(data.rooms.promise)).toBe('pending');

    send('{"key":"rooms","settled":{"ok":true,"value":"3 rooms"}}\n');
    expect(await data.rooms.promise).toEqual({ ok: true, value: '3 rooms' });
    expect(await peek(data.reviews.promise)).toBe('pending');
    // The stream ends without the reviews' line: they are unavailable, not pending for good.
    end();
    expect(await data.reviews.promise).toEqual({
      ok: false,
      message: 'This information is unavailable right now.',
    });
  });

  it('a part whose line came before the page renders is read at once, as React tracks it', async () => {
    const { body, send, end } = controlledBody();
    const reading = readRouteData(body);
    send('{"routeId":"hotel","status":200,"data":{"rooms":{"$deferred":"rooms"},');
    send('"reviews":{"$deferred":"reviews"}}}\n');
    const { data } = (await reading) as {
      data: { rooms: Deferred<string>; reviews: Deferred<string> };
    };
    // React marks a thenable it waits for as pending; the line settles it all the same.
    const reviews = data.reviews.promise as Promise<unknown> & { status?: string };
    reviews.status = 'pending';
    send('{"key":"rooms","settled":{"ok":true,"value":"3 rooms"}}\n');
    send('{"key":"reviews","settled":{"ok":true,"value":"good"}}\n');
    end();
    await data.reviews.promise;
    expect(data.rooms.promise).toMatchObject({
      status: 'fulfilled',
      value: { ok: true, value: '3 rooms' },
    });
    expect(reviews).toMatchObject({ status: 'fulfilled', value: { ok: true, value: 'good' } });
  });

  it("a settled failure travels as the server's message", async () => {
    const { body, send, end } = controlledBody();
    const reading = readRouteData(body);
    send('{"routeId":"results","status":200,"data":[{"$deferred":"hotels"}]}\n');
    send('{"key":"hotels","settled":{"ok":false,"message":"Rates are unavailable."}}\n');
    end();
    const head = await reading;
    const [rates] = (head as { data: Deferred<unknown>[] }).data;
    expect(await rates!.promise).toEqual({ ok: false, message: 'Rates are unavailable.' });
  });

  it('a redirect line is the answer', async () => {
    const { body, send, end } = controlledBody();
    const reading = readRouteData(body);
    send('{"redirect":"/login?returnUrl=%2Fmy-account"}\n');
    end();
    expect(await reading).toEqual({ redirect: '/login?returnUrl=%2Fmy-account' });
  });

  it('rejects when the body ends before the head, or does not start with one', async () => {
    const empty = controlledBody();
    const reading = readRouteData(empty.body);
    empty.end();
    await expect(reading).rejects.toThrow(/ended before its head/);

    const other = controlledBody();
    const wrong = readRouteData(other.body);
    other.send('{"key":"rooms","settled":{"ok":true,"value":1}}\n');
    other.end();
    await expect(wrong).rejects.toThrow(/does not start with its head/);
  });

  it('a body that breaks after the head (an aborted navigation) leaves no part pending', async () => {
    const { body, send, fail } = controlledBody();
    const reading = readRouteData(body);
    send('{"routeId":"hotel","status":200,"data":{"rooms":{"$deferred":"rooms"}}}\n');
    const head = (await reading) as { data: { rooms: Deferred<unknown> } };
    fail(new DOMException('The operation was aborted.', 'AbortError'));
    expect(await head.data.rooms.promise).toMatchObject({ ok: false });
  });
});

describe('the wire', () => {
  it('deferred parts are found in loader data and written as markers', async () => {
    const rooms = defer('rooms', Promise.resolve(3));
    const reviews = defer('reviews', Promise.resolve('good'));
    const data = { hotel: { name: 'Dallas', rooms }, lists: [1, { reviews }], none: null };
    expect(deferredParts(data).map((part) => part.deferred)).toEqual(['rooms', 'reviews']);
    expect(JSON.parse(JSON.stringify(data))).toEqual({
      hotel: { name: 'Dallas', rooms: { $deferred: 'rooms' } },
      lists: [1, { reviews: { $deferred: 'reviews' } }],
      none: null,
    });
  });

  it("the request names the page's path and query, encoded", () => {
    const target = new URL(
      'https://longstay.example/hotels/dallas?checkIn=2026-12-01&adults=2#map',
    );
    expect(routeDataUrl(target)).toBe(
      '/_data?path=%2Fhotels%2Fdallas%3FcheckIn%3D2026-12-01%26adults%3D2',
    );
  });
});

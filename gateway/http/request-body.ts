import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError } from './json-response';
import { whenClosed } from './response-closed';

/** The largest GraphQL request body accepted (1 MB). */
const MAX_BODY_BYTES = 1024 * 1024;
/** Past this, an oversized body is not even drained: the connection is closed after the 413. */
const MAX_DRAINED_BYTES = 16 * MAX_BODY_BYTES;

const unsupported = (message: string) => new HttpError(415, message, 'UNSUPPORTED_MEDIA_TYPE');
const tooLarge = (limit: number, close: boolean) =>
  new HttpError(413, `The request body exceeds ${limit} bytes`, 'PAYLOAD_TOO_LARGE', close ? { connection: 'close' } : {});

/** Only `application/json` bodies, in UTF-8 (the charset may be left out), without content coding. */
function checkMediaType(req: IncomingMessage): void {
  const header = req.headers['content-type'];
  if (!header) throw unsupported('A POST request needs Content-Type: application/json');
  const [type = '', ...parameters] = header.split(';').map((part) => part.trim().toLowerCase());
  if (type !== 'application/json') throw unsupported(`Content-Type ${type || '(empty)'} is not supported: send application/json`);
  for (const parameter of parameters) {
    const [name, value] = parameter.split('=').map((part) => part.trim().replace(/^"|"$/g, ''));
    if (name === 'charset' && value !== 'utf-8' && value !== 'utf8') throw unsupported(`charset ${value} is not supported: send UTF-8`);
  }
  const coding = req.headers['content-encoding'];
  if (coding && coding.toLowerCase() !== 'identity') throw unsupported(`Content-Encoding ${coding} is not supported`);
}

/**
 * The request body bytes one process holds, across every request, from a body's first byte until its
 * request is answered: bodies are read before a request takes one of the MAX_REQUESTS_IN_FLIGHT slots
 * (so that a client that sends slowly holds no slot), and this bound keeps many such clients from
 * filling the heap; once read, a body stays in the heap as its text and what is parsed from it while
 * its request runs (64 requests of 900 KB of comment, each within every other limit, took a 192 MB
 * heap out of memory when a body counted only while it arrived).
 */
export interface BodyBuffer {
  /** Takes `bytes` more for `client` (an address bucket); false when that would pass the bound or the client's share. */
  take(bytes: number, client: string | undefined): boolean;
  give(bytes: number, client: string | undefined): void;
  /** The most `client` may ever hold: a body that alone counts more is never taken, however long it waits. */
  most(client: string | undefined): number;
  /** Bytes held now (the facade_request_body_bytes_held gauge). */
  readonly held: number;
}

/**
 * What one client address may hold of the bound: a quarter (4 MB of the default 16 MB), so that one
 * address's bodies (16 in flight of up to 1 MB each, or slow uploads) cannot take all of it from every
 * other client; never less than two of the largest bodies.
 */
const CLIENT_SHARE = 1 / 4;

export function bodyBuffer(maxBytes: number): BodyBuffer {
  let held = 0;
  const byClient = new Map<string, number>();
  const share = Math.min(maxBytes, Math.max(Math.floor(maxBytes * CLIENT_SHARE), 2 * MAX_BODY_BYTES));
  return {
    take(bytes, client) {
      if (held + bytes > maxBytes) return false;
      const mine = client === undefined ? 0 : (byClient.get(client) ?? 0);
      if (client !== undefined && mine + bytes > share) return false;
      held += bytes;
      if (client !== undefined) byClient.set(client, mine + bytes);
      return true;
    },
    give(bytes, client) {
      held -= bytes;
      if (client === undefined) return;
      const left = (byClient.get(client) ?? bytes) - bytes;
      if (left > 0) byClient.set(client, left);
      else byClient.delete(client);
    },
    most(client) {
      return client === undefined ? maxBytes : share;
    },
    get held() {
      return held;
    },
  };
}

/**
 * What a piece of a body costs the heap beside its bytes while the body is read: Node hands each
 * piece over as a Buffer of its own, and the pieces are kept until the body is whole. A body sent as
 * a million one-byte chunks (chunked transfer coding) counted a megabyte and held hundreds, and two
 * of them ended the process: each piece is counted with this much more.
 */
const PIECE_OVERHEAD_BYTES = 256;

/**
 * What one value of a body is counted as once parsed: a list holding one list costs the heap about 56
 * bytes, a number in a list 8. What a body's values come to beyond its text counts toward the buffer
 * with it, so that bodies of many small values (five lists nested 19,990 deep fit 100,000 values in
 * 200 KB, and parse into 5.6 MB) are bounded by what they parse into, not by their text; a body of
 * honest variables, at ten bytes of text a value or more, counts at most about three times its text.
 */
const PARSED_VALUE_BYTES = 48;

/** How long a client refused for want of buffer space is told to wait. */
const BUFFER_RETRY_AFTER_S = 1;

/**
 * A body that alone counts past what its client may ever hold (sent in a great many pieces, or of a
 * great many small values): no retry can help, so it is not told to retry.
 */
const neverHeld = (most: number) =>
  new HttpError(
    413,
    `The request body counts more than the ${most} bytes a client may hold (256 bytes each piece it arrives in and 48 each value it parses into, beyond its bytes): send it in fewer pieces, or with fewer values`,
    'PAYLOAD_TOO_LARGE',
    { connection: 'close' },
  );

const bufferFull = () =>
  new HttpError(503, `The gateway holds its limit of request bodies, or this client address its share: retry after ${BUFFER_RETRY_AFTER_S} s`, 'RATE_LIMITED', {
    'retry-after': String(BUFFER_RETRY_AFTER_S),
    connection: 'close',
  }, { retryAfter: BUFFER_RETRY_AFTER_S });

function readText(req: IncomingMessage, limit: number, buffer: BodyBuffer | undefined, answered: ServerResponse | undefined, client: string | undefined): Promise<string> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > MAX_DRAINED_BYTES) return Promise.reject(tooLarge(limit, true));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let held = 0;
    let refused = false;
    let ended = false;
    const release = () => {
      buffer?.give(held, client);
      held = 0;
    };
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_DRAINED_BYTES) {
        release();
        req.destroy();
        reject(tooLarge(limit, true));
      } else if (size <= limit) {
        if (refused) return;
        const cost = chunk.length + PIECE_OVERHEAD_BYTES;
        if (buffer && !buffer.take(cost, client)) {
          // What still arrives is dropped unread; the 503 or 413 closes the connection once it is sent.
          refused = true;
          const most = buffer.most(client);
          const alone = held + cost > most;
          release();
          chunks.length = 0;
          reject(alone ? neverHeld(most) : bufferFull());
          return;
        }
        held += cost;
        chunks.push(chunk);
      }
    });
    // The rest of an oversized body is read and dropped, so that the client receives the 413.
    req.on('end', () => {
      ended = true;
      if (size > limit || !answered) release();
      // Given back once the response is sent, or its client gone.
      else whenClosed(answered, release);
      if (size > limit) reject(tooLarge(limit, false));
      else {
        const text = Buffer.concat(chunks).toString('utf8');
        const shape = bodyShape(text);
        const parsed = 'values' in shape ? Math.max(0, shape.values * PARSED_VALUE_BYTES - size) : 0;
        if ('problem' in shape) reject(new HttpError(400, shape.problem, 'BAD_REQUEST'));
        // What it will parse into counts too, from now on, as its text does (while it is held).
        else if (answered && buffer && !buffer.take(parsed, client)) reject(held + parsed > buffer.most(client) ? neverHeld(buffer.most(client)) : bufferFull());
        else {
          if (answered) held += parsed;
          resolve(text);
        }
      }
      // `release` keeps this scope alive until the response closes: not the chunks (nor the socket
      // reads they are slices of) with it.
      chunks.length = 0;
    });
    // A client that hangs up or is cut by the request timeout before its body is whole frees what it held.
    req.on('close', () => {
      if (!ended) release();
    });
    // A client that hangs up mid-body (ECONNRESET, aborted) made a bad request, not a server fault:
    // it is answered (if anyone still listens) and counted as such, never logged as a failure.
    req.on('error', () => {
      release();
      reject(new HttpError(400, 'The request body was not received whole', 'BAD_REQUEST'));
    });
  });
}

/**
 * How deep a request body may nest, and how many values it may hold, checked on the text before it is
 * parsed: JSON.parse builds a nested value without recursion, at tens of bytes of heap for every two
 * bytes of `[[[[…]]]]`, and four anonymous bodies of 900 KB nested 450,000 deep under a key nothing
 * reads took the process out of memory before anything looked at them. The depth bound is far past
 * what variables may nest (32, VARIABLE_LIMITS in gateway/limits/variable-limits.ts), so that deeper
 * variables are still refused by theirs, which names them; the values bound is what variables and
 * extensions may hold (50,000 each), and the objects around them, and what values parse into beyond
 * their text counts toward the buffer (PARSED_VALUE_BYTES). A test holds the two together.
 */
export const BODY_LIMITS = { maxDepth: 20_000, maxValues: 2 * 50_000 + 16 } as const;

/**
 * How many values a JSON text holds, or why it nests deeper or holds more than BODY_LIMITS allow:
 * every list and object counts, and every value after a comma (what JSON.parse makes, an empty list
 * or object counted twice).
 * Strings are skipped whole (their brackets and commas are text); what is not valid JSON is
 * JSON.parse's to refuse.
 */
export function bodyShape(text: string, limits: { maxDepth: number; maxValues: number } = BODY_LIMITS): { problem: string } | { values: number } {
  let depth = 0;
  // The first value of a list or an object follows no comma: counted with the list or object, when opened.
  let values = 1;
  for (let index = 0; index < text.length; index++) {
    switch (text.charCodeAt(index)) {
      case 0x22: {
        // The closing quote is the next one not escaped: one preceded by an even run of backslashes.
        let end = text.indexOf('"', index + 1);
        for (; end !== -1; end = text.indexOf('"', end + 1)) {
          let backslashes = 0;
          while (text.charCodeAt(end - 1 - backslashes) === 0x5c) backslashes++;
          if (backslashes % 2 === 0) break;
        }
        if (end === -1) return { values };
        index = end;
        break;
      }
      case 0x5b:
      case 0x7b:
        // A list or an object is a value itself: towers of lists side by side need few commas.
        if (++values > limits.maxValues) return { problem: `The request body holds more than ${limits.maxValues} values` };
        if (++depth > limits.maxDepth) return { problem: `The request body nests deeper than ${limits.maxDepth} levels` };
        break;
      case 0x5d:
      case 0x7d:
        depth--;
        break;
      case 0x2c:
        if (++values > limits.maxValues) return { problem: `The request body holds more than ${limits.maxValues} values` };
        break;
    }
  }
  return { values };
}

/**
 * The parsed JSON body of a POST: 415 for another media type, 413 past `limit` bytes, 400 when it
 * is not JSON or nests deeper or holds more than BODY_LIMITS allow. What the JSON holds is Apollo
 * Server's to check. With `answered`, the body counts in `buffer` (as `client`'s) until that
 * response closes.
 */
export async function readJsonBody(req: IncomingMessage, limit = MAX_BODY_BYTES, buffer?: BodyBuffer, answered?: ServerResponse, client?: string): Promise<unknown> {
  checkMediaType(req);
  const text = await readText(req, limit, buffer, answered, client);
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON', 'BAD_REQUEST');
  }
}

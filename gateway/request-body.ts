import type { IncomingMessage } from 'node:http';
import { HttpError } from './json-response';

/** The largest GraphQL request body accepted (1 MB). */
export const MAX_BODY_BYTES = 1024 * 1024;
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

function readText(req: IncomingMessage, limit: number): Promise<string> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > MAX_DRAINED_BYTES) return Promise.reject(tooLarge(limit, true));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_DRAINED_BYTES) {
        req.destroy();
        reject(tooLarge(limit, true));
      } else if (size <= limit) {
        chunks.push(chunk);
      }
    });
    // The rest of an oversized body is read and dropped, so that the client receives the 413.
    req.on('end', () => (size > limit ? reject(tooLarge(limit, false)) : resolve(Buffer.concat(chunks).toString('utf8'))));
    req.on('error', reject);
  });
}

/**
 * The parsed JSON body of a POST: 415 for another media type, 413 past `limit` bytes, 400 when it
 * is not JSON. What the JSON holds is Apollo Server's to check.
 */
export async function readJsonBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<unknown> {
  checkMediaType(req);
  const text = await readText(req, limit);
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON', 'BAD_REQUEST');
  }
}

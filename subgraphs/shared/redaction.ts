import { LRUCache } from 'lru-cache';

/** What a key is replaced with wherever one of its forms is found. */
export const REDACTED = '[redacted]';

/** Shorter keys are not searched for: replacing a 1–3 character text everywhere would mangle any message. */
const MIN_KEY_LENGTH = 4;

/**
 * The ways a key may show up in text that left the process: verbatim and JSON-escaped; in a URL
 * (encodeURIComponent, and form encoding with `+` for a space); base64 standard and URL-safe, with
 * and without padding; hex in either case. A service echoing the request URL, an error quoting a
 * header, a library logging an encoded copy: each keeps one of these shapes.
 */
export function keyForms(key: string): readonly string[] {
  let forms = computed.get(key);
  if (!forms) {
    forms = formsOf(key);
    computed.set(key, forms);
  }
  return forms;
}

/**
 * A process knows a handful of keys (its configured one, an emulator's, callers' own): their forms are
 * worked out once each, for the most recently used of them only, so that callers presenting ever new
 * keys cannot grow it. Bounded by the forms' length too: a caller's key may fill a 16 KB header, and
 * its forms (URL-encoded, hex, base64) are some twenty times longer than a key of other scripts.
 */
const computed = new LRUCache<string, readonly string[]>({
  max: 64,
  maxSize: 2 ** 20,
  sizeCalculation: (forms, key) => Math.max(1, forms.reduce((total, form) => total + form.length, key.length)),
});

function formsOf(key: string): readonly string[] {
  if (key.length < MIN_KEY_LENGTH) return [];
  const bytes = Buffer.from(key, 'utf8');
  const base64 = bytes.toString('base64');
  const base64url = bytes.toString('base64url');
  const hex = bytes.toString('hex');
  const forms = new Set([
    key,
    JSON.stringify(key).slice(1, -1),
    encodeURIComponent(key),
    encodeURIComponent(key).replace(/%20/g, '+'),
    new URLSearchParams({ k: key }).toString().slice(2),
    base64,
    base64.replace(/=+$/, ''),
    base64url,
    `${base64url}${'='.repeat((4 - (base64url.length % 4)) % 4)}`,
    hex,
    hex.toUpperCase(),
  ]);
  // Longest first: a form that contains another (padded base64) is replaced whole.
  return [...forms].sort((a, b) => b.length - a.length);
}

/** The keys to search for: a process without a configured key has none. */
export type SecretKeys = readonly (string | undefined)[];

/** `text` with every form of every key in `keys` replaced by REDACTED. */
export function redactKeys(text: string, keys: SecretKeys): string {
  let result = text;
  for (const key of keys) {
    if (key === undefined) continue;
    for (const form of keyForms(key)) {
      if (result.includes(form)) result = result.split(form).join(REDACTED);
    }
  }
  return result;
}

/** Whether `text` holds any form of any key in `keys`. */
export function containsKey(text: string, keys: SecretKeys): boolean {
  return keys.some((key) => key !== undefined && keyForms(key).some((form) => text.includes(form)));
}

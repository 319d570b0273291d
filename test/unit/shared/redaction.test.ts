import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { formatErrorFor } from '../../../gateway/http/format-error';
import { redactFromLogs, scrubLogLine } from '../../../subgraphs/shared/logger';
import { keyForms, redactKeys, REDACTED } from '../../../subgraphs/shared/redaction';

const KEY = 'Svc Key/2026+pr0d~ü"x';
const bytes = Buffer.from(KEY, 'utf8');

/** [form, how the key looks in it] */
const FORMS: [string, string][] = [
  ['verbatim', KEY],
  ['JSON-escaped', JSON.stringify(KEY).slice(1, -1)],
  ['URL-encoded', encodeURIComponent(KEY)],
  ['form-encoded with + for a space', encodeURIComponent(KEY).replace(/%20/g, '+')],
  ['form-encoded by URLSearchParams', new URLSearchParams({ k: KEY }).toString().slice(2)],
  ['base64', bytes.toString('base64')],
  ['base64 without padding', bytes.toString('base64').replace(/=+$/, '')],
  ['base64url', bytes.toString('base64url')],
  ['base64url with padding', bytes.toString('base64url').padEnd(Math.ceil(bytes.toString('base64url').length / 4) * 4, '=')],
  ['hex', bytes.toString('hex')],
  ['HEX', bytes.toString('hex').toUpperCase()],
];

/** Log lines and errors are searched as the JSON they are written as, where the verbatim key appears JSON-escaped. */
const IN_A_STRING = FORMS.filter(([what]) => what !== 'JSON-escaped');

describe('service key redaction', () => {
  it.each(FORMS)('removes the key %s from a text, leaving its surroundings', (_what, form) => {
    const text = `GET https://service.test/x?key=${form}&y=1 failed`;
    expect(redactKeys(text, [KEY])).toBe(`GET https://service.test/x?key=${REDACTED}&y=1 failed`);
  });

  it('knows every form listed above', () => {
    for (const [, form] of FORMS) expect(keyForms(KEY)).toContain(form);
  });

  it('replaces a padded base64 form whole, not its unpadded part', () => {
    const padded = Buffer.from('abcde').toString('base64');
    expect(padded.endsWith('=')).toBe(true);
    expect(redactKeys(`k=${padded};`, ['abcde'])).toBe(`k=${REDACTED};`);
  });

  it('leaves texts without the key, and keys too short to search for, alone', () => {
    expect(redactKeys('nothing to see', [KEY])).toBe('nothing to see');
    expect(redactKeys('a b c', ['b'])).toBe('a b c');
  });

  it.each(IN_A_STRING)('scrubs the key %s from log lines once registered', (_what, form) => {
    redactFromLogs(KEY);
    const line = `${JSON.stringify({ level: 30, msg: `upstream said ${form}` })}\n`;
    expect(scrubLogLine(line)).toBe(`${JSON.stringify({ level: 30, msg: `upstream said ${REDACTED}` })}\n`);
  });

  it.each(IN_A_STRING)('scrubs the key %s from an error message and its extensions', (_what, form) => {
    // Outside production, so that `upstream` (answered in production to privileged callers only) is kept and shown redacted.
    const format = formatErrorFor({ production: false, secretKeys: [KEY] });
    const formatted = format({ message: `failed: ${form}`, extensions: { code: 'UPSTREAM_UNAVAILABLE', upstream: { url: `/x/${form}` } } });
    expect(JSON.stringify(formatted)).not.toContain(form);
    expect(formatted).toEqual({ message: `failed: ${REDACTED}`, extensions: { code: 'UPSTREAM_UNAVAILABLE', upstream: { url: `/x/${REDACTED}` } } });
  });
});

describe('the forms worked out for the keys a process sees', () => {
  it('are kept within a few megabytes, however long and many the keys callers present', () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    gc();
    const before = process.memoryUsage().heapUsed;
    // 64 keys as long as a 16 KB header allows, of a script whose every character is three UTF-8 bytes.
    for (let n = 0; n < 64; n++) {
      const key = `${n}-${'鍵'.repeat(5_000)}`;
      const forms = keyForms(key);
      expect(forms).toContain(key);
      expect(redactKeys(`said ${encodeURIComponent(key)} here`, [key])).toBe('said [redacted] here');
    }
    gc();
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(6 * 2 ** 20);
  });
});

import { findChromium } from '../../helpers/chromium';

const only = (...present: string[]) => (path: string) => present.includes(path);
const PLAYWRIGHT = '/home/dev/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome';
const lookup = (env: NodeJS.ProcessEnv, ...present: string[]) =>
  findChromium({ env, exists: only(...present), playwrightPath: () => PLAYWRIGHT });

describe('finding Chromium for the browser test', () => {
  it('uses CHROMIUM_PATH first, even when a system Chromium exists', () => {
    expect(lookup({ CHROMIUM_PATH: '/opt/chrome/chrome' }, '/opt/chrome/chrome', '/usr/bin/chromium')).toBe('/opt/chrome/chrome');
  });

  it('refuses a CHROMIUM_PATH that does not exist instead of silently using another browser', () => {
    expect(() => lookup({ CHROMIUM_PATH: '/opt/missing' }, '/usr/bin/chromium')).toThrow('CHROMIUM_PATH is set to /opt/missing, which does not exist');
  });

  it("takes the system's Chromium, then Chrome, then one found on PATH", () => {
    expect(lookup({}, '/usr/bin/chromium-browser', '/usr/bin/google-chrome')).toBe('/usr/bin/chromium-browser');
    expect(lookup({}, '/usr/bin/google-chrome')).toBe('/usr/bin/google-chrome');
    expect(lookup({ PATH: '/usr/local/bin:/home/dev/bin' }, '/home/dev/bin/chromium')).toBe('/home/dev/bin/chromium');
  });

  it("falls back to Playwright's downloaded build", () => {
    expect(lookup({ PATH: '/usr/bin' }, PLAYWRIGHT)).toBe(PLAYWRIGHT);
  });

  it('says how to get one when there is none', () => {
    expect(() => lookup({ PATH: '/usr/bin' })).toThrow(/No Chromium found[\s\S]*CHROMIUM_PATH=[\s\S]*apt-get install chromium[\s\S]*npx playwright-core install chromium/);
  });
});

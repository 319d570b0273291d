import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { chromium } from 'playwright-core';

/** Browser commands looked up on PATH, after the usual install locations. */
const COMMANDS = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];

const SYSTEM_LOCATIONS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

const HOW_TO_GET_CHROMIUM = [
  'The browser test needs Chromium or Chrome. Any one of these works:',
  '  - point CHROMIUM_PATH at a Chromium or Chrome executable (CHROMIUM_PATH=/path/to/chrome npm test);',
  '  - install the system browser: Debian/Ubuntu `sudo apt-get install chromium` (what .ci/run does),',
  '    Fedora `sudo dnf install chromium`, macOS `brew install --cask chromium` or Google Chrome;',
  "  - or download Playwright's build: `npx playwright-core install chromium`.",
].join('\n');

export interface ChromiumLookup {
  env?: NodeJS.ProcessEnv;
  exists?: (path: string) => boolean;
  /** Where Playwright keeps its own Chromium build (installed or not). */
  playwrightPath?: () => string | undefined;
}

function playwrightChromium(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    // No Playwright build exists for this platform.
    return undefined;
  }
}

/**
 * The Chromium the browser test drives: `CHROMIUM_PATH` when set (it must exist), else the system's
 * Chromium or Chrome, else Playwright's downloaded build. Throws with the ways to get one.
 */
export function findChromium({ env = process.env, exists = existsSync, playwrightPath = playwrightChromium }: ChromiumLookup = {}): string {
  const configured = env.CHROMIUM_PATH?.trim();
  if (configured) {
    if (exists(configured)) return configured;
    throw new Error(`CHROMIUM_PATH is set to ${configured}, which does not exist.\n${HOW_TO_GET_CHROMIUM}`);
  }
  const onPath = (env.PATH ?? '')
    .split(delimiter)
    .filter(Boolean)
    .flatMap((directory) => COMMANDS.map((command) => join(directory, command)));
  const playwright = playwrightPath();
  const candidates = [...SYSTEM_LOCATIONS, ...onPath, ...(playwright ? [playwright] : [])];
  const found = candidates.find((candidate) => exists(candidate));
  if (found) return found;
  throw new Error(`No Chromium found (looked at ${candidates.join(', ')}).\n${HOW_TO_GET_CHROMIUM}`);
}

import { spawn, type ChildProcess } from 'node:child_process';

interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface SpawnedProcess {
  child: ChildProcess;
  stdout(): string;
  stderr(): string;
  /** Resolves with the first match of `pattern` in stdout or stderr; rejects when the process exits first. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  exited: Promise<Exit>;
  /** Ends the process if it still runs, and waits for it. */
  stop(): Promise<Exit>;
}

/**
 * The environment a spawned process gets: only PATH and HOME from the test's own (jest sets
 * NODE_ENV=test and silences logs), then `env`.
 */
const cleanEnv = (env: Record<string, string>): NodeJS.ProcessEnv => ({
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  ...env,
});

/** Runs `command args` with a clean environment and collects its output. */
export function spawnProcess(
  command: string,
  args: string[],
  options: { cwd: string; env: Record<string, string> },
): SpawnedProcess {
  const child = spawn(command, args, { cwd: options.cwd, env: cleanEnv(options.env), stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
  const exited = new Promise<Exit>((resolve) => child.once('close', (code: number | null, signal: NodeJS.Signals | null) => resolve({ code, signal })));
  let done = false;
  void exited.then(() => (done = true));

  const waitFor = (pattern: RegExp, timeoutMs = 60_000) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const check = () => {
        const match = out.match(pattern) ?? err.match(pattern);
        if (!match) return false;
        cleanup();
        resolve(match);
        return true;
      };
      const onExit = () => {
        if (check()) return;
        cleanup();
        reject(new Error(`process exited before printing ${pattern}\nstdout: ${out}\nstderr: ${err}`));
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`no ${pattern} within ${timeoutMs} ms\nstdout: ${out}\nstderr: ${err}`));
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        child.stdout!.off('data', check);
        child.stderr!.off('data', check);
        child.off('close', onExit);
      };
      if (check()) return;
      if (done) return onExit();
      child.stdout!.on('data', check);
      child.stderr!.on('data', check);
      child.once('close', onExit);
    });

  return {
    child,
    stdout: () => out,
    stderr: () => err,
    waitFor,
    exited,
    async stop() {
      if (!done) child.kill('SIGKILL');
      return exited;
    },
  };
}

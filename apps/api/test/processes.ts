import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: the child runs there, where `--import tsx` finds tsx. */
const root = fileURLToPath(new URL('../../../', import.meta.url));

export interface Exited {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

interface Collected {
  child: ChildProcess;
  output: () => { stdout: string; stderr: string };
  exited: Promise<Exited>;
}

export interface RunOptions {
  /**
   * Without root's power over file modes: run as root, the child gets no capabilities
   * (`setpriv`), so a file of mode 000 or 0444 and a folder of 0555 refuse it as they refuse any
   * user, while the checkout (the child's code) stays readable whatever its own modes.
   */
  unprivileged?: boolean;
}

function start(
  command: string,
  args: string[],
  env: Record<string, string>,
  { unprivileged = false }: RunOptions = {},
): Collected {
  const dropCapabilities = unprivileged && process.getuid?.() === 0;
  const child = spawn(
    dropCapabilities ? 'setpriv' : command,
    dropCapabilities
      ? ['--bounding-set', '-all', '--inh-caps', '-all', '--', command, ...args]
      : args,
    { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<Exited>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
  return { child, output: () => ({ stdout, stderr }), exited };
}

/** Runs a TypeScript entry of the repository with Node and tsx, as `pnpm` scripts do. */
export function runTs(
  entry: string,
  args: string[],
  env: Record<string, string>,
  options: RunOptions = {},
): Promise<Exited> {
  return start(process.execPath, ['--import', 'tsx', entry, ...args], env, options).exited;
}

/** Runs a bash command line in the repository, pipes and all. */
export function runShell(command: string, env: Record<string, string>): Promise<Exited> {
  return start('bash', ['-c', command], env).exited;
}

/** The scripts of the root package.json, as `pnpm <name>` runs them. */
const rootScripts = (
  JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  }
).scripts;

/**
 * Runs a script of the root package.json, arguments and all, as `pnpm <name> ...` does: a
 * `tsx <entry> [words]` script runs its entry with Node and tsx directly, without starting pnpm.
 * `runShell('pnpm ...')` still proves pnpm's own wiring where a test pipes its output.
 */
export function runScript(args: string[], env: Record<string, string>): Promise<Exited> {
  const [name = '', ...rest] = args;
  const [runner, entry, ...words] = (rootScripts[name] ?? '').split(' ');
  if (runner !== 'tsx' || entry === undefined) {
    throw new Error(`No script "${name}" of the form "tsx <entry> [words]" in package.json`);
  }
  return runTs(entry, [...words, ...rest], env);
}

export interface ChildServer {
  url: string;
  child: ChildProcess;
  /** What it has written so far. */
  output(): { stdout: string; stderr: string };
  /** SIGTERM, and the exit (graceful: the shutdown backup runs). */
  stop(): Promise<Exited>;
  /** SIGKILL: no shutdown code runs at all, as in a crash or a power cut of the process. */
  kill(): Promise<Exited>;
}

/**
 * The production entry (src/main.ts) in a process of its own, with PORT=0 on 127.0.0.1;
 * resolves once it logs the address it listens on.
 */
export async function startChildServer(env: Record<string, string>): Promise<ChildServer> {
  const { child, output, exited } = start(
    process.execPath,
    ['--import', 'tsx', 'apps/api/src/main.ts'],
    { PORT: '0', HOST: '127.0.0.1', ...env },
  );
  const url = await new Promise<string>((resolve, reject) => {
    const look = () => {
      const found = /Listening on (http:\/\/[\d.:]+)/.exec(output().stdout);
      if (found?.[1]) {
        child.stdout?.off('data', look);
        resolve(found[1]);
      }
    };
    child.stdout?.on('data', look);
    exited.then((result) =>
      reject(new Error(`The server exited before listening: ${JSON.stringify(result)}`)),
    );
  });
  const signal = (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    return exited;
  };
  return { url, child, output, stop: () => signal('SIGTERM'), kill: () => signal('SIGKILL') };
}

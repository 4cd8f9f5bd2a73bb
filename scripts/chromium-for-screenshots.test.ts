/**
 * scripts/chromium-for-screenshots.sh, which `npm test` runs before any story: against fake
 * browsers (Debian's launcher prints a shell warning beside its version) and an apt-get refresh
 * replaced by a function that installs one, so nothing here touches the machine's Chromium.
 */
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sourceAndRun } from './sourced-bash';

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'chromium-check-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

/** A fake browser at <folder>/<name> that answers --version as Debian's launcher does. */
function fakeChromium(version: string, name = 'chromium'): string {
  const path = join(folder, name);
  writeFileSync(
    path,
    `#!/bin/sh\necho "${path}: 9: [: 25276026880: unexpected operator" >&2\necho "Chromium ${version} built on Debian GNU/Linux 12 (bookworm)"\n`,
  );
  chmodSync(path, 0o755);
  return path;
}

const run = (script: string) => sourceAndRun('scripts/chromium-for-screenshots.sh', script);

describe('chromium_version', () => {
  it('reads the version past the launcher warning', () => {
    const browser = fakeChromium('156.0.8078.108');
    expect(run(`chromium_version ${browser}`).stdout).toBe('156.0.8078.108\n');
  });

  it('is empty when there is no browser', () => {
    expect(run(`chromium_version ${join(folder, 'none')}`)).toMatchObject({
      status: 0,
      stdout: '',
    });
  });
});

describe('chromium_difference', () => {
  it.each([
    ['156.0.8078.108', '156.0.8078.108', 'same'],
    ['156.0.8078.108', '156.0.8078.120', 'build'],
    ['156.0.8078.108', '156.1.8100.2', 'build'],
    ['156.0.8078.108', '150.0.7871.100', 'major'],
    ['156.0.8078.108', '15.6.0.1', 'major'],
    ['156.0.8078.108', '', 'major'],
  ])('recorded %s, installed "%s": %s', (recorded, installed, expected) => {
    expect(run(`chromium_difference '${recorded}' '${installed}'`).stdout).toBe(`${expected}\n`);
  });
});

describe('ensure_chromium_for_screenshots', () => {
  /** The check with a recorded file, and a refresh that installs Chromium `refreshTo` (or none). */
  function check(recorded: string, browser: string, refreshTo?: string) {
    const file = join(folder, 'screenshots-chromium.txt');
    writeFileSync(file, `# a comment\n\n${recorded}\n`);
    const refreshed = join(folder, 'refreshed');
    const install = refreshTo
      ? `cp ${fakeChromium(refreshTo, 'debian-current')} ${browser}`
      : 'return 100';
    const outcome = run(
      `chromium_refresh() { touch ${refreshed}; ${install}; }; ensure_chromium_for_screenshots ${file} ${browser}`,
    );
    return { ...outcome, didRefresh: existsSync(refreshed) };
  }

  it('goes on silently with the recorded version, without apt-get', () => {
    const outcome = check('156.0.8078.108', fakeChromium('156.0.8078.108'));
    expect(outcome).toMatchObject({ status: 0, stdout: '', stderr: '', didRefresh: false });
  });

  it('installs a missing Chromium, then goes on', () => {
    const outcome = check('156.0.8078.108', join(folder, 'chromium'), '156.0.8078.108');
    expect(outcome).toMatchObject({ status: 0, stderr: '', didRefresh: true });
    expect(outcome.stdout).toContain('is missing');
  });

  it('refreshes another build of the same major, then notes the difference and goes on', () => {
    const outcome = check('156.0.8078.108', fakeChromium('156.0.8078.73'));
    expect(outcome).toMatchObject({
      status: 0,
      stderr: 'Installing Chromium with apt-get failed.\n',
    });
    expect(outcome.didRefresh).toBe(true);
    expect(outcome.stdout).toContain(
      'Note: the screenshots were made with Chromium 156.0.8078.108; this machine has Chromium 156.0.8078.73',
    );
  });

  it('stops with one line when the major still differs after the refresh', () => {
    const browser = fakeChromium('150.0.7871.100');
    const outcome = check('156.0.8078.108', browser, '150.0.7871.100');
    expect(outcome).toMatchObject({ status: 1, didRefresh: true });
    expect(outcome.stderr).toBe(
      'Screenshots were made with Chromium 156.0.8078.108; this machine has Chromium 150.0.7871.100. Install Chromium 156 or update the baselines (docs/testing.md).\n',
    );
  });

  it('goes on when the refresh brings the recorded major', () => {
    const outcome = check('156.0.8078.108', fakeChromium('150.0.7871.100'), '156.0.8078.108');
    expect(outcome).toMatchObject({ status: 0, stderr: '', didRefresh: true });
  });

  it('names the missing browser when none could be installed', () => {
    const browser = join(folder, 'chromium');
    expect(check('156.0.8078.108', browser).stderr).toBe(
      `Installing Chromium with apt-get failed.\nScreenshots were made with Chromium 156.0.8078.108; this machine has no Chromium at ${browser}. Install Chromium 156 or update the baselines (docs/testing.md).\n`,
    );
  });
});

it('the committed record is a full Chromium version', () => {
  expect(run('chromium_recorded packages/ui/screenshots-chromium.txt').stdout).toMatch(
    /^\d+\.\d+\.\d+\.\d+\n$/,
  );
});

/**
 * scripts/supported-node.sh, which decides whether `npm start` and `npm test` run on the
 * machine's Node or fetch Node 24: it must agree with `engines` in package.json.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sourceAndRun } from './sourced-bash';

const run = (script: string) => sourceAndRun('scripts/supported-node.sh', script);

it('package.json allows the Nodes the script accepts', () => {
  const { engines } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  expect(engines.node).toBe('^22.12.0 || ^24.0.0');
});

describe('node_supported', () => {
  it.each([
    ['20.20.2', false],
    ['22.11.0', false],
    ['22.12.0', true],
    ['22.23.3', true],
    ['23.11.1', false],
    ['24.0.0', true],
    ['24.21.0', true],
    ['25.2.0', false],
    ['2.12.0', false],
  ])('%s: %s', (version, supported) => {
    expect(run(`node_supported ${version}`).status === 0).toBe(supported);
  });
});

describe('node_lts_version', () => {
  it.each(['22', '24'])('pins a supported release of Node %s', (major) => {
    const { stdout } = run(`node_lts_version ${major}`);
    expect(stdout).toMatch(new RegExp(`^${major}\\.\\d+\\.\\d+\\n$`));
    expect(run(`node_supported ${stdout.trim()}`).status).toBe(0);
  });

  it('refuses any other major', () => {
    expect(run('node_lts_version 20')).toMatchObject({
      status: 2,
      stderr: 'Node 20 is not a supported LTS here (22 or 24).\n',
    });
  });
});

import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Runs `script` in bash at the repository's root after sourcing `file` (one of the scripts that
 * start.sh and test.sh source), as they do, with `set -euo pipefail`: its status and output.
 */
export function sourceAndRun(file: string, script: string) {
  const result = spawnSync('bash', ['-c', `set -euo pipefail; source ${file}; ${script}`], {
    cwd: root,
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/**
 * When the story run ends: every mode that `modeFailures` (packages/ui/src/stories/status.ts)
 * lists for a component whose stories ran must still have failed in at least one of them, or the
 * run fails and says which entry to delete. The story run lets a listed failure pass
 * (mode-checks.ts); this keeps the list from outliving the failure.
 */
import { modeFailures } from '../packages/ui/src/stories/status.ts';
import { modeOutcomesKey } from './browser-commands.ts';

/** The entries whose stories ran and passed the mode every time. */
export function fixedModes(outcomes: ReadonlyMap<string, boolean>): string[] {
  return Object.entries(modeFailures).flatMap(([component, failing]) =>
    Object.keys(failing)
      .map((mode) => `${component}/${mode}`)
      .filter((key) => outcomes.get(key) === false),
  );
}

export default function setup() {
  return () => {
    const outcomes = (globalThis as Record<string, unknown>)[modeOutcomesKey] as
      Map<string, boolean> | undefined;
    const fixed = fixedModes(outcomes ?? new Map());
    if (fixed.length === 0) return;
    // Vitest reports an error thrown here but keeps its exit code: set it too.
    process.exitCode = 1;
    throw new Error(
      `Every story now passes these modes, which modeFailures (packages/ui/src/stories/status.ts) still lists: ${fixed.join(', ')}. Delete them there.`,
    );
  };
}

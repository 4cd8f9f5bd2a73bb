/** Removes the proof's temporary baseline and diff folder (see vitest.config.ts) after the run. */
import { rm } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';

export default function setup(project: TestProject) {
  const { visualProofDir } = project.getProvidedContext();
  return () => rm(visualProofDir, { recursive: true, force: true });
}

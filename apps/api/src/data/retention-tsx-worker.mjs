// The retention worker run from its TypeScript source (tests, tsx), as the render worker's
// ../site/render/tsx-worker.mjs: the thread registers tsx itself.
import { register } from 'tsx/esm/api';

register();
await import('./retention-worker.ts');

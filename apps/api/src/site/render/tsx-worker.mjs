// The render worker run from its TypeScript source (tests, tsx): a worker thread does not take
// the `--import tsx` of the process that starts it, so it registers tsx itself. The built server
// starts dist/render-worker.js instead (./pool.ts).
import { register } from 'tsx/esm/api';

register();
const { default: renderTask } = await import('./worker.ts');
export default renderTask;

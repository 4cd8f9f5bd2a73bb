import { signInWaitSeconds, staffRules } from '@klinik/clinic';

/**
 * How long an account (more exactly: an e-mail as typed, known or not) must wait before its
 * next sign-in, from the times of its failed sign-ins since its last success, oldest first.
 *
 * A failure counts on from the one before while it comes within `failureWindowMinutes` of the
 * moment the one before allowed a try again; a quiet window after any wait starts the count
 * anew. So 10 failures within 15 minutes start the waits (`signInWaitSeconds`: 60 s, doubling
 * with each further failure up to an hour), and the doubling goes on across waits longer than
 * the window itself. Never a lock for good: the longest wait is `maxWaitSeconds`. A try made
 * during a wait is refused without being counted, so nobody can keep an account waiting longer
 * than that by trying.
 */
export function accountWaitSeconds(failures: readonly number[], now: number): number {
  const window = staffRules.failureWindowMinutes * 60_000;
  let count = 0;
  let allowedAt = -Infinity;
  for (const at of failures) {
    if (count > 0 && at - allowedAt > window) count = 0;
    count += 1;
    allowedAt = at + signInWaitSeconds(count) * 1000;
  }
  if (count === 0 || now - allowedAt > window) return 0;
  return Math.max(0, Math.ceil((allowedAt - now) / 1000));
}

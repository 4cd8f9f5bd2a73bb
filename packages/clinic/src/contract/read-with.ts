import * as z from 'zod/mini';

/** What a client made of an answer: its value, or where it does not match. */
export type ReadResult<T> = { ok: true; value: T } | { ok: false; problem: string };

/**
 * `payload` read with `schema`: its value, or what is wrong with it ("data.0.name: Invalid input:
 * expected string, received undefined") when it does not have the shape a client can use.
 */
export function readWith<T extends z.ZodMiniType>(
  schema: T,
  payload: unknown,
): ReadResult<z.output<T>> {
  const result = z.safeParse(schema, payload);
  if (result.success) return { ok: true, value: result.data };
  const issue = result.error.issues[0];
  return { ok: false, problem: `${issue?.path.join('.') || '(answer)'}: ${issue?.message}` };
}

import * as z from 'zod/mini';

/**
 * What a form shows beside each field: the first message of every field the schema refuses,
 * keyed by the field's name; an empty object when the value passes. The same schema and the same
 * messages as the API's 422 answer, so the browser and the server never disagree.
 */
export function fieldMessages<Shape extends z.core.$ZodLooseShape>(
  schema: z.ZodMiniObject<Shape>,
  value: unknown,
): Partial<Record<keyof Shape & string, string>> {
  const result = z.safeParse(schema, value);
  const messages: Partial<Record<keyof Shape & string, string>> = {};
  if (result.success) return messages;
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in schema.def.shape) {
      messages[field as keyof Shape & string] ??= issue.message;
    }
  }
  return messages;
}

import * as z from 'zod/mini';
import { typedValues, type FormRefusal } from './forms';

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

/**
 * A form's fields checked with its schema: the parsed value, or the refusal the form shows (400,
 * a message beside each refused field, and what was typed but the honeypot).
 */
export function checkForm<Shape extends z.core.$ZodLooseShape>(
  schema: z.ZodMiniObject<Shape>,
  values: Record<string, string>,
): { ok: true; value: z.infer<z.ZodMiniObject<Shape>> } | FormRefusal {
  const result = z.safeParse(schema, values);
  if (result.success) return { ok: true, value: result.data };
  return {
    ok: false,
    status: 400,
    errors: fieldMessages(schema, values) as Record<string, string>,
    values: typedValues(values),
  };
}

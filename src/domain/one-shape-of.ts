import { z } from 'zod';

/**
 * A body that may take one of several shapes, told apart by its keys: checked as the shape it
 * takes, so that shape's own messages come back ("donation.amount: ..."), where a union would
 * answer only its fallback. A body of no known shape is refused with `message`.
 */
export function oneShapeOf<Output>(
  shapeOf: (body: object) => z.ZodType<Output> | undefined,
  message: string,
) {
  return z.unknown().transform((body, ctx): Output => {
    const shape = typeof body === 'object' && body !== null ? shapeOf(body) : undefined;
    if (!shape) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    const result = shape.safeParse(body);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
    return z.NEVER;
  });
}

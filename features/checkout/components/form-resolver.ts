'use client';

import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { fieldIssues } from '@/lib/validation';

/** react-hook-form resolver for the shared zod schemas; message keys are translated with their params. */
export function zodKeyResolver<T extends FieldValues>(
  schema: z.ZodType,
  translate: (key: string, params: Record<string, number>) => string,
): Resolver<T> {
  return async (values) => {
    const r = await schema.safeParseAsync(values);
    if (r.success) return { values: r.data as T, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const i of fieldIssues(r.error)) {
      errors[i.field] ??= {
        type: 'validate',
        message: translate(i.message, { ...i.params } as Record<string, number>),
      };
    }
    return { values: {}, errors } as never;
  };
}

import type { z } from 'zod';

/** Message params a translated validation key may use ({min}, {max}). */
export interface IssueParams {
  min?: number;
  max?: number;
}

export interface FieldIssue {
  field: string;
  message: string;
  params: IssueParams;
}

/** Flattens zod issues to one entry per field path ('address.postcode'); '_' for the form itself. */
export function fieldIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => {
    const i = issue as { minimum?: number | bigint; maximum?: number | bigint };
    const params: IssueParams = {};
    if (i.minimum !== undefined) params.min = Number(i.minimum);
    if (i.maximum !== undefined) params.max = Number(i.maximum);
    return { field: issue.path.map(String).join('.') || '_', message: issue.message, params };
  });
}

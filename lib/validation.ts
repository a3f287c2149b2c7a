import { z } from 'zod';

/** The largest id a row can have (PostgreSQL's integer, as every serial id column here is). */
export const MAX_ID = 2_147_483_647;

/**
 * A row's id in a request (a JSON number or a URL string): 1 … MAX_ID. A larger one would reach the
 * database and fail there (a 500); here it is a 422 like any other bad input.
 */
export const recordId = () => z.coerce.number().int().positive().max(MAX_ID);

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

/** Whether a message is a message key ('validation.tooShort') to translate, rather than text to show. */
export function isMessageKey(message: string): boolean {
  return /^[a-zA-Z]+\.[a-zA-Z0-9_.]+$/.test(message);
}

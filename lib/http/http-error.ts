// The error type of the shop's HTTP calls, apart from ./errors.ts's message assembly and announcement:
// background calls on every page's first load (./background.ts) need only this.

export interface ApiErrorBody {
  message?: unknown;
  error?: unknown;
  errors?: unknown;
}

/** A failed call, normalised: the status, the text to show and the field messages of a 422. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: ApiErrorBody | undefined,
  ) {
    super(message);
  }
}

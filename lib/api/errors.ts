export type FieldErrors = Record<string, string[]>;

/** An API failure with the shape of spec §8: `{ message, errors?: { field: [messages] } }`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
  }
}

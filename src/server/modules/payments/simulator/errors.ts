/**
 * A refusal in Razorpay's words: the simulator's routes answer it as Razorpay does,
 * `{ error: { code, description, ... } }` with the status.
 */
export class RazorpayApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly description: string,
    readonly field?: string,
  ) {
    super(description);
    this.name = 'RazorpayApiError';
  }

  get body() {
    return {
      error: {
        code: this.code,
        description: this.description,
        source: 'NA',
        step: 'NA',
        reason: 'NA',
        metadata: {},
        ...(this.field && { field: this.field }),
      },
    };
  }
}

export const razorpayBadRequest = (description: string, field?: string) =>
  new RazorpayApiError(400, 'BAD_REQUEST_ERROR', description, field);

export const unknownRazorpayId = () => razorpayBadRequest('The id provided does not exist');

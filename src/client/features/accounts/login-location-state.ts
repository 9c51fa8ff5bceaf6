/** What the sign-up hands to /login through navigation state (SPEC.md section 2). */
export interface LoginLocationState {
  fromSignup: true;
  /** The new member's e-mail, to fill in the login form. */
  email?: string;
}

/** Reads the navigation state of /login, which may be anything (or nothing). */
export function readLoginLocationState(state: unknown): { fromSignup: boolean; email: string } {
  if (typeof state !== 'object' || state === null) return { fromSignup: false, email: '' };
  const record = state as Record<string, unknown>;
  return {
    fromSignup: record.fromSignup === true,
    email: typeof record.email === 'string' ? record.email : '',
  };
}

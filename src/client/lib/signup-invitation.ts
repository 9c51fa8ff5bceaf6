/**
 * The name and e-mail an invitation's link carries (`/signup?email=…&name=…`, mailed when the
 * committee imports a spreadsheet), to fill the sign-up form with. The form checks them as typed.
 */
export function invitedDetails(search: string): { name: string; email: string } {
  const params = new URLSearchParams(search);
  const clipped = (value: string | null, max: number) => (value ?? '').trim().slice(0, max);
  return { name: clipped(params.get('name'), 100), email: clipped(params.get('email'), 254) };
}

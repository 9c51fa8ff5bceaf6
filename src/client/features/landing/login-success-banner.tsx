/**
 * The 'Login successful' banner of SPEC.md section 2, shown for 3 seconds after a login. The
 * accounts work fills it in; until then it renders nothing.
 */
export function LoginSuccessBanner() {
  return null;
}

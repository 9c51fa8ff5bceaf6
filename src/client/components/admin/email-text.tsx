/**
 * An e-mail address that, when it must wrap, wraps after the @ before breaking anywhere else
 * (the cells it sits in may break long words anywhere to keep a table on screen).
 */
export function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

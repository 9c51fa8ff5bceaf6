import { ComingSoon } from '../../components/coming-soon';

/** Set a new password (/reset-password/:token). */
export function ResetPasswordPage() {
  return <ComingSoon title="Reset Password" />;
}

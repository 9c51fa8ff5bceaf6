import { ComingSoon } from '../../components/coming-soon';

/** Request a reset link (/forgot-password). */
export function ForgotPasswordPage() {
  return <ComingSoon title="Forgot Password" />;
}

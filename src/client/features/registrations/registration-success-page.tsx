import { ComingSoon } from '../../components/coming-soon';

/** Registration success (/success, /test-success). */
export function RegistrationSuccessPage() {
  return <ComingSoon title="Registration Successful" />;
}

import { ComingSoon } from '../../components/coming-soon';

/** User login (/login). */
export function LoginPage() {
  return <ComingSoon title="Log In" />;
}

import { ComingSoon } from '../../components/coming-soon';

/** The three-step sign-up (/signup). */
export function SignupPage() {
  return <ComingSoon title="Sign Up" />;
}

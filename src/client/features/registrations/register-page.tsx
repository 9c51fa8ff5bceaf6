import { ComingSoon } from '../../components/coming-soon';

/** The event registration form (/register). */
export function RegisterPage() {
  return <ComingSoon title="Event Registration" />;
}

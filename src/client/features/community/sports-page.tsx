import { ComingSoon } from '../../components/coming-soon';

/** The sports page (/se). */
export function SportsPage() {
  return <ComingSoon title="Sports Events" />;
}

import { ComingSoon } from '../../components/coming-soon';

/** The donation form (/donations). */
export function DonationsPage() {
  return <ComingSoon title="Donate" />;
}

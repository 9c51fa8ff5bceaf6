import { ComingSoon } from '../../components/coming-soon';

/** The donation history (/donation/history). */
export function DonationHistoryPage() {
  return <ComingSoon title="Donation History" />;
}

import { ComingSoon } from '../../components/coming-soon';

/** The hostel legacy page (/history). */
export function HistoryPage() {
  return <ComingSoon title="Our Legacy" />;
}

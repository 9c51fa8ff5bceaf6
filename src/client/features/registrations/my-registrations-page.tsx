import { ComingSoon } from '../../components/coming-soon';

/** My Registered Events (/users/registrations). */
export function MyRegistrationsPage() {
  return <ComingSoon title="My Registered Events" />;
}

import { ComingSoon } from '../../components/coming-soon';

/** The events listing (/home). */
export function EventsPage() {
  return <ComingSoon title="Upcoming Events" />;
}

import { ComingSoon } from '../../components/coming-soon';

/** The Ganesh Chaturthi page (/gc). */
export function GaneshChaturthiPage() {
  return <ComingSoon title="Ganesh Chaturthi" />;
}

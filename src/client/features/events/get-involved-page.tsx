import { ComingSoon } from '../../components/coming-soon';

/** Get Involved (/events). */
export function GetInvolvedPage() {
  return <ComingSoon title="Get Involved Today" />;
}

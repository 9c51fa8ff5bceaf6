import { ComingSoon } from '../../components/coming-soon';

/** The alumni connection page (/ac). */
export function AlumniPage() {
  return <ComingSoon title="Alumnus Connect" />;
}

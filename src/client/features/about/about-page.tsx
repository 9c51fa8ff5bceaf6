import { ComingSoon } from '../../components/coming-soon';

/** The About page (/about). */
export function AboutPage() {
  return <ComingSoon title="About Us" />;
}

import { ComingSoon } from '../../components/coming-soon';

/** The query form (/contact). */
export function ContactPage() {
  return <ComingSoon title="Contact Us" />;
}

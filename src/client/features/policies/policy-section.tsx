import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled section of a policy page. */
export function PolicySection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <Typography variant="h2">{title}</Typography>
      {children}
    </section>
  );
}

/** A list item that starts with its point in bold. */
export function LeadItem({ lead, children }: { lead: string; children: ReactNode }) {
  return (
    <li>
      <strong>{lead}</strong> {children}
    </li>
  );
}

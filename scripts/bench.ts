// `npm run bench`: prints each measured figure beside its target (docs/performance.md).
import { adminScale } from './bench/admin-scale';
import { apiThroughput } from './bench/api-throughput';
import { landingPageJavaScript } from './bench/bundle-size';
import { embeddedStart } from './bench/embedded-start';
import { eventDay } from './bench/event-day';
import type { Figure } from './bench/figure';
import { footprint } from './bench/footprint';
import { gatePageFigures, lighthouseScores } from './bench/lighthouse';
import { memberPageFigures } from './bench/member-pages';
import { paymentThroughput } from './bench/payments';
import { receiptPdfTime } from './bench/receipts';
import { registrationThroughput } from './bench/registrations';

const steps: Record<string, () => Promise<Figure[]>> = {
  bundle: landingPageJavaScript,
  lighthouse: lighthouseScores,
  gate: gatePageFigures,
  'member-pages': memberPageFigures,
  api: apiThroughput,
  registrations: registrationThroughput,
  payments: paymentThroughput,
  start: embeddedStart,
  scale: adminScale,
  receipts: receiptPdfTime,
  'event-day': eventDay,
  footprint,
};

// `npm run bench -- api registrations` runs only those steps.
const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !(name in steps));
if (unknown.length > 0) {
  console.error(`Unknown steps: ${unknown.join(', ')}. Steps: ${Object.keys(steps).join(', ')}.`);
  process.exit(2);
}

const figures: Figure[] = [];
for (const [name, step] of Object.entries(steps)) {
  if (chosen.length > 0 && !chosen.includes(name)) continue;
  // One failing step is reported and the others still run.
  try {
    figures.push(...(await step()));
  } catch (error) {
    console.error(`${name} failed:`, error);
    figures.push({ name: `${name} (failed)`, value: 'error', target: 'runs', met: false });
  }
}

const width = Math.max(...figures.map((figure) => figure.name.length));
console.log(`\n${'figure'.padEnd(width)}  ${'measured'.padStart(12)}  target`);
for (const figure of figures) {
  console.log(
    `${figure.name.padEnd(width)}  ${figure.value.padStart(12)}  ${figure.target}  ${figure.met ? 'met' : 'NOT MET'}`,
  );
}
process.exitCode = figures.every((figure) => figure.met) ? 0 : 1;

// `npm run bench`: prints each measured figure beside its DESIGN.md section 8 target.
import { adminScale } from './bench/admin-scale';
import { apiThroughput } from './bench/api-throughput';
import { landingPageJavaScript } from './bench/bundle-size';
import { lighthouseScores } from './bench/lighthouse';

interface Figure {
  name: string;
  value: string;
  target: string;
  met: boolean;
}

const steps: Array<() => Promise<Figure[]>> = [
  landingPageJavaScript,
  lighthouseScores,
  apiThroughput,
  adminScale,
];

const figures: Figure[] = [];
for (const step of steps) {
  // One failing step is reported and the others still run.
  try {
    figures.push(...(await step()));
  } catch (error) {
    console.error(`${step.name} failed:`, error);
    figures.push({ name: `${step.name} (failed)`, value: 'error', target: 'runs', met: false });
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

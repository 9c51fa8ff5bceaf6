// Checks that the site's books balance: every rupee received is applied or refunded, receipts
// run in unbroken series, the totals equal the payments. Prints each problem; exits 1 when any.
//
//   npm run books:check              with the site's settings in the environment
import { loadConfig } from '../src/server/config';
import { runCommand } from '../src/server/ops/command';
import { checkSiteBooks } from '../src/server/ops/books-check';

runCommand(async () => {
  const { ok, problems } = await checkSiteBooks(loadConfig());
  if (ok) {
    console.log('The books balance.');
    return;
  }
  for (const problem of problems) console.log(`${problem.kind}: ${problem.message}`);
  throw new Error(
    `The books do not balance: ${problems.length} problem${problems.length === 1 ? '' : 's'}.`,
  );
});

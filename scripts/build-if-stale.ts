// `npm start` first: builds the site (client, page renderer, server) when there is no build or
// a source file changed since the last one, so a fresh clone starts with `npm install` and
// `npm start`, and a second start does not wait for a build.
import { execSync } from 'node:child_process';
import { isServerBuildFresh } from '../src/server/server-build';

if (isServerBuildFresh()) {
  console.log('The build is up to date (npm run build rebuilds it).');
} else {
  execSync('npm run build', { stdio: 'inherit' });
}

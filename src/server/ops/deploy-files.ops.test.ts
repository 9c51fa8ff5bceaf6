import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../project-files';
import { SERVER_BUILD, SERVER_ENVIRONMENT, SERVER_NODE_FLAGS } from '../server-build';

const SYSTEMD = fileURLToPath(new URL('../../../deploy/systemd/', import.meta.url));

describe('the systemd unit in deploy/systemd', () => {
  it('verify without a warning (an unknown or misspelled option fails)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hostel-units-'));
    try {
      // A template unit is verified as one of its instances.
      copyFileSync(path.join(SYSTEMD, 'hostel@.service'), path.join(dir, 'hostel@5001.service'));
      const output = execFileSync(
        'systemd-analyze',
        ['verify', '--man=no', path.join(dir, 'hostel@5001.service')],
        { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
      );
      expect(output).toBe('');
      // The compiled server `npm run build` writes, which the production set-up tests start too.
      const unit = readFileSync(path.join(SYSTEMD, 'hostel@.service'), 'utf8');
      const build = path.relative(PROJECT_ROOT, SERVER_BUILD);
      expect(build).toBe('dist/server-app/main.js');
      expect(unit).toContain(`\nExecStart=/usr/bin/node ${SERVER_NODE_FLAGS.join(' ')} ${build}\n`);
      for (const [name, value] of Object.entries(SERVER_ENVIRONMENT)) {
        expect(unit).toContain(`\nEnvironment=${name}=${value}\n`);
      }
      // `npm run serve` (and `npm start` after its build) starts it the same way.
      const { scripts } = JSON.parse(
        readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8'),
      ) as { scripts: Record<string, string> };
      const environment = Object.entries(SERVER_ENVIRONMENT).map(
        ([name, value]) => `${name}=${value}`,
      );
      expect(scripts.serve).toBe(
        `${environment.join(' ')} node ${SERVER_NODE_FLAGS.join(' ')} ${build}`,
      );
      expect(scripts.start).toMatch(new RegExp(`&& ${scripts.serve}$`));
      // A misspelled option is reported: the check above would notice one.
      copyFileSync(path.join(SYSTEMD, 'hostel@.service'), path.join(dir, 'hostel@5002.service'));
      execFileSync('sed', [
        '-i',
        's/^ProtectSystem=strict/ProtectSystem=stirct/',
        path.join(dir, 'hostel@5002.service'),
      ]);
      const broken = execFileSync(
        'sh',
        ['-c', `systemd-analyze verify --man=no ${path.join(dir, 'hostel@5002.service')} 2>&1`],
        { encoding: 'utf8' },
      );
      expect(broken).toMatch(/Failed to parse protect system value/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('include a backup service and its timer that verify without a warning', () => {
    const output = execFileSync(
      'systemd-analyze',
      [
        'verify',
        '--man=no',
        path.join(SYSTEMD, 'hostel-backup.service'),
        path.join(SYSTEMD, 'hostel-backup.timer'),
      ],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
    expect(output).toBe('');
    const service = readFileSync(path.join(SYSTEMD, 'hostel-backup.service'), 'utf8');
    expect(service).toMatch(/^ExecStart=\/usr\/bin\/node --import tsx scripts\/backup\.ts$/m);
    expect(service).toMatch(/^EnvironmentFile=\/etc\/hostel\/hostel\.env$/m);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { stubBrowser } from '../../test-browser';
import type * as DownloadCsv from './download-csv';

let fileNameFromDisposition: typeof DownloadCsv.fileNameFromDisposition;

beforeAll(async () => {
  // The API client keeps the session, which listens to the window.
  stubBrowser();
  ({ fileNameFromDisposition } = await import('./download-csv'));
});

describe('the CSV file name', () => {
  it('comes from Content-Disposition, the encoded form first', () => {
    expect(fileNameFromDisposition('attachment; filename="users.csv"')).toBe('users.csv');
    expect(fileNameFromDisposition('attachment; filename=team_registrations.csv')).toBe(
      'team_registrations.csv',
    );
    expect(
      fileNameFromDisposition(
        `attachment; filename="Prize__500_individual_registrations.csv"; filename*=UTF-8''Prize%20%E2%82%B9500_individual_registrations.csv`,
      ),
    ).toBe('Prize ₹500_individual_registrations.csv');
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(fileNameFromDisposition('attachment')).toBeNull();
  });
});

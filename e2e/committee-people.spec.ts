import { adminToken, notification, openDashboard } from './admin-helpers';
import { expect, test } from './fixtures';

/** Fifty residents, three of them with a problem: no name, a bad e-mail, an e-mail repeated. */
function residentsCsv(tag: string) {
  const rows = Array.from({ length: 50 }, (_, i) => {
    const n = String(i + 1).padStart(2, '0');
    return `Resident ${n},resident${n}.${tag}@example.com,+91 90000 000${n},Main,R-${n},F`;
  });
  rows[9] = `,resident10.${tag}@example.com,+91 90000 00010,Main,R-10,F`;
  rows[19] = 'Resident 20,resident20-at-example.com,+91 90000 00020,Main,R-20,M';
  rows[29] = `Resident 30,RESIDENT01.${tag}@example.com,+91 90000 00030,Main,R-30,M`;
  return ['name,email,phone,hostel,room,gender', ...rows, ''].join('\n');
}

test.describe('the committee imports people from a spreadsheet', () => {
  test('a 50-row CSV with 3 bad rows: the preview shows the problems, 47 are registered, the same file again changes nothing', async ({
    page,
    request,
    server,
  }, testInfo) => {
    const token = await adminToken(request, server);
    const name = `Hostel Day ${testInfo.workerIndex}-${Date.now()}`;
    const created = await request.post('/api/events', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        name,
        description: 'The whole hostel together',
        location: 'Quadrangle',
        status: 'upcoming',
        allowedRegistrationTypes: ['individual'],
        amountIndividual: 0,
        maxParticipants: 100,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const file = {
      name: 'residents.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(residentsCsv(`w${testInfo.workerIndex}${Date.now()}`)),
    };

    await openDashboard(page, request, server, 'users');
    const importOnce = async () => {
      await page.getByRole('button', { name: 'Import from CSV' }).click();
      const dialog = page.getByRole('dialog', { name: 'Import people from a spreadsheet' });
      await dialog.getByLabel('CSV file').setInputFiles(file);
      await dialog.getByRole('radio', { name: 'Register them for an event' }).check();
      await dialog.getByLabel('Event', { exact: true }).selectOption({ label: name });
      await dialog.getByRole('button', { name: 'Check the file' }).click();
      return dialog;
    };

    const dialog = await importOnce();
    await expect(dialog.getByRole('status')).toContainText('47 will be registered');
    await expect(dialog.getByRole('status')).toContainText('3 with problems: not imported');
    const problems = dialog.getByRole('table', { name: 'Rows with problems' });
    await expect(problems.getByRole('row')).toHaveCount(4);
    await expect(problems.getByRole('row').nth(1)).toContainText('11');
    await expect(problems.getByRole('row').nth(1)).toContainText('Name is required.');
    await expect(problems.getByRole('row').nth(2)).toContainText(
      'Please enter a valid e-mail address.',
    );
    await expect(problems.getByRole('row').nth(3)).toContainText('The same e-mail is on line 2.');
    await page.screenshot({ path: testInfo.outputPath('import-preview.png'), fullPage: true });

    await dialog.getByRole('button', { name: 'Import 47' }).click();
    await expect(notification(page, '47 imported.')).toBeVisible();
    await expect(dialog).toBeHidden();
    const registrations = async () => {
      const answer = await request.get('/api/events', {
        headers: { authorization: `Bearer ${token}` },
      });
      const events = (await answer.json()) as Array<{ name: string; registrationCount: number }>;
      return events.find((event) => event.name === name)?.registrationCount;
    };
    expect(await registrations()).toBe(47);

    // The same file again: every good row is registered already; there is nothing to import.
    const again = await importOnce();
    await expect(again.getByRole('status')).toContainText('0 will be registered');
    await expect(again.getByRole('status')).toContainText('47 already done before');
    await expect(again.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
    await again.getByRole('button', { name: 'Cancel' }).click();
    expect(await registrations()).toBe(47);
  });
});

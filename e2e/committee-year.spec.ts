import { createEvent, dayFromToday, download, openDashboard, uniqueName } from './admin-helpers';
import { expect, test } from './fixtures';
import { detail, fillRegistrant, newMemberSession } from './members-helpers';

test.describe("the committee's year", () => {
  test('a committee member duplicates last year’s event, adds two questions; a member answers them; the answers show in the details and the CSV; the attendance sheet prints to A4 PDF', async ({
    page,
    browser,
    request,
    server,
  }, testInfo) => {
    test.setTimeout(180_000);
    const lastYear = uniqueName(testInfo, 'Cricket Cup');
    await createEvent(request, server, {
      name: lastYear,
      date: `${dayFromToday(-300)}T09:00:00+05:30`,
      status: 'completed',
      location: 'Main Ground',
      allowedRegistrationTypes: ['individual'],
    });

    // Duplicate: the copy opens in the Edit dialog, without dates, for this year's.
    await openDashboard(page, request, server, 'events');
    await page.getByRole('button', { name: `Duplicate ${lastYear}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Event' });
    await expect(dialog).toBeVisible();
    const name = dialog.getByRole('textbox', { name: 'Name', exact: true });
    await expect(name).toHaveValue(`${lastYear} (copy)`);
    await expect(dialog.getByLabel('Date', { exact: true })).toHaveValue('');
    const thisYear = `${lastYear} 2027`;
    await name.fill(thisYear);
    await dialog.getByLabel('Date', { exact: true }).fill(dayFromToday(30));
    await dialog.getByLabel('Time', { exact: true }).fill('09:00');
    await dialog.getByLabel('Registration Deadline').fill(dayFromToday(25));

    // Two questions: a T-shirt size from a list, required; a consent, yes or no, required.
    await dialog.getByRole('button', { name: 'Add a question' }).click();
    const first = dialog.getByRole('group', { name: 'Question 1' });
    await first.getByRole('textbox', { name: 'Question 1' }).fill('T-shirt size');
    await first.getByRole('combobox', { name: 'Answer' }).click();
    await page.getByRole('option', { name: 'One choice of a list' }).click();
    // One choice only: the form asks for a second before saving.
    await first.getByRole('textbox', { name: 'Choices' }).fill('M');
    await first.getByRole('checkbox', { name: 'Required' }).check();
    await dialog.getByRole('button', { name: 'Add a question' }).click();
    const second = dialog.getByRole('group', { name: 'Question 2' });
    await second.getByRole('textbox', { name: 'Question 2' }).fill('I accept the code of conduct');
    await second.getByRole('combobox', { name: 'Answer' }).click();
    await page.getByRole('option', { name: 'Yes or no' }).click();
    await second.getByRole('checkbox', { name: 'Required' }).check();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog.getByText('"T-shirt size" needs at least two choices.')).toBeVisible();
    await first.getByRole('textbox', { name: 'Choices' }).fill('S\nM\nL');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: thisYear, exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: lastYear, exact: true })).toBeVisible();

    // A member registers and answers them.
    const memberPage = await browser.newPage();
    const member = await newMemberSession(memberPage, request, server, testInfo, 'Meera Joshi');
    const events = (await (await request.get('/api/events')).json()) as Array<{
      _id: string;
      name: string;
    }>;
    const eventId = events.find((event) => event.name === thisYear)?._id ?? '';
    await memberPage.goto(`/register?event=${eventId}`);
    await fillRegistrant(memberPage);
    await expect(memberPage.getByRole('heading', { name: 'A few questions' })).toBeVisible();
    await memberPage.getByRole('button', { name: 'Submit Registration' }).click();
    await expect(memberPage.getByText('Please answer "T-shirt size".')).toBeVisible();
    const size = memberPage.getByRole('group', { name: 'T-shirt size' });
    await size.getByRole('radio', { name: 'L' }).check();
    const consent = memberPage.getByRole('group', { name: 'I accept the code of conduct' });
    await consent.getByRole('radio', { name: 'Yes' }).check();
    await memberPage.getByRole('button', { name: 'Submit Registration' }).click();
    await expect(memberPage).toHaveURL('/success');
    await expect(detail(memberPage, 'Event')).toHaveText(thisYear);
    await memberPage.close();

    // The answers in the registration's details, and as columns of the event's CSV.
    await page.getByRole('tab', { name: 'Registrations' }).click();
    await page.getByRole('combobox', { name: 'Event' }).selectOption({ label: `${thisYear} (1)` });
    const table = page.getByRole('table', { name: `${thisYear}: Individual registrations` });
    const row = table.getByRole('row').filter({ hasText: member.name });
    await expect(row).toContainText('T-shirt size');
    await expect(row).toContainText('L');
    await expect(row).toContainText('I accept the code of conduct');
    await expect(row).toContainText('Yes');
    const csv = await download(page, () =>
      page
        .getByRole('button', { name: `Download CSV: ${thisYear}: Individual registrations` })
        .click(),
    );
    const [header, line] = csv.text.split('\r\n');
    expect(header).toMatch(
      /,Checked In,Registered,Registered \(ISO 8601\),T-shirt size,I accept the code of conduct$/,
    );
    expect(line).toContain(member.email);
    expect(line).toMatch(/,L,Yes$/);

    // The attendance sheet, laid out for A4 and printed to PDF by Chromium.
    await page.getByRole('tab', { name: 'Events' }).click();
    await page
      .getByRole('button', { name: `Print the attendance sheet of ${thisYear}`, exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`/admin/events/${eventId}/attendance$`));
    await expect(page.getByRole('heading', { level: 1, name: thisYear })).toBeVisible();
    const sheet = page.getByRole('table');
    await expect(sheet.getByRole('row').filter({ hasText: member.name })).toContainText(
      '+91 98220 11223',
    );
    await expect(page.getByText('1 person expected', { exact: false })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await page.screenshot({ path: testInfo.outputPath('attendance-print.png'), fullPage: true });
    await expect(page.getByRole('banner')).toBeHidden();
    const pdf = await page.pdf({
      path: testInfo.outputPath('attendance-sheet.pdf'),
      format: 'A4',
      preferCSSPageSize: true,
      printBackground: true,
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await testInfo.attach('attendance-sheet.pdf', { body: pdf, contentType: 'application/pdf' });
    await page.emulateMedia({ media: 'screen' });

    // The server's PDF of the same list.
    const token = await page.evaluate(() => localStorage.getItem('adminToken'));
    const served = await request.get(`/api/admins/events/${eventId}/attendance.pdf`, {
      headers: { authorization: `Bearer ${token ?? ''}` },
    });
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('application/pdf');
  });
});

import { adminToken, createEvent, createRegistration, uniqueName } from './admin-helpers';
import { expect, test } from './fixtures';

// Failed requests while the phone is offline are logged by the browser; they are the point here.
test.use({
  viewport: { width: 375, height: 812 },
  isMobile: true,
  hasTouch: true,
  allowConsoleErrors: true,
});

test('a volunteer opens the pass link, admits 20 people offline, and they sync when the network returns', async ({
  page,
  context,
  request,
  server,
}, testInfo) => {
  test.setTimeout(240_000);
  const token = await adminToken(request, server);
  const asAdmin = { Authorization: `Bearer ${token}` };
  const name = uniqueName(testInfo, 'Football Cup');
  const eventId = await createEvent(request, server, {
    name,
    date: new Date(Date.now() + 2 * 3_600_000).toISOString(),
    deadline: '',
  });
  const chess = await createEvent(request, server, { name: uniqueName(testInfo, 'Chess Open') });

  /** Registers someone and reads the ticket code from their confirmation mail. */
  const ticketFor = async (event: string, index: number) => {
    const email = `gate-${index}-${Date.now().toString(36)}@example.com`;
    await createRegistration(request, server, {
      name: `Player ${index}`,
      email,
      contact: `+91 98220 ${String(10_000 + index)}`,
      event,
      registrationType: 'individual',
    });
    const mail = await server.smtp.waitForMail(email, (m) => /ticket code/i.test(m.text), 30_000);
    const code = /ticket code:? ([0-9a-f]{32})/i.exec(mail.text)?.[1];
    expect(code, mail.text).toBeTruthy();
    return code ?? '';
  };
  const codes: string[] = [];
  for (let index = 1; index <= 21; index++) codes.push(await ticketFor(eventId, index));
  const chessCode = await ticketFor(chess, 99);

  const created = await request.post(`/api/admins/events/${eventId}/gate-passes`, {
    headers: asAdmin,
    data: { label: 'North Gate' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { url } = (await created.json()) as { url: string };
  const secret = new URL(url).hash;

  await page.goto(`/gate${secret}`);
  const answer = page.getByRole('status', { name: 'Answer' });
  await expect(answer).toContainText('Ready: scan a ticket');
  await expect(page.getByText(name).first()).toBeVisible();
  await expect(page.getByText('This page works offline on this phone.')).toBeVisible({
    timeout: 30_000,
  });
  // The secret leaves the address bar (it stays on the phone).
  expect(page.url()).not.toContain('#');

  // The network goes: the page still reloads, from the phone.
  await context.setOffline(true);
  await page.reload();
  const status = page.getByRole('status', { name: 'Gate status' });
  await expect(status).toContainText('Offline');
  await expect(answer).toContainText('Ready: scan a ticket');

  const codeField = page.getByRole('textbox', { name: 'Ticket code' });
  for (const code of codes.slice(0, 20)) {
    await codeField.fill(`HCT1:${code}`);
    await codeField.press('Enter');
    await expect(answer).toContainText('Admitted offline, will sync');
  }
  await codeField.fill(chessCode);
  await codeField.press('Enter');
  await expect(answer).toContainText('Not admitted');
  await expect(answer).toContainText("This ticket is not on this event's list");
  await codeField.fill(codes[3] ?? '');
  await codeField.press('Enter');
  await expect(answer).toContainText('Not admitted');
  await expect(answer).toContainText('Already in');
  await expect(status).toContainText('20 scans waiting to be sent');
  await expect(page.getByText('20 of 21 in (20 not yet sent)')).toBeVisible();

  // Back online: the scans are sent by themselves.
  await context.setOffline(false);
  await expect(status).toContainText('Online', { timeout: 30_000 });
  await expect(status).toContainText('0 scans waiting to be sent', { timeout: 30_000 });
  const summary = await request.get('/api/admins/check-ins/summary', { headers: asAdmin });
  const rows = (await summary.json()) as Array<{ eventId: string; checkedIn: number }>;
  expect(rows.find((row) => row.eventId === eventId)?.checkedIn).toBe(20);

  // A slow connection: the answer does not wait for it, and is never a false "already in".
  await page.route('**/api/gate/check-ins', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    await route.continue();
  });
  await codeField.fill(codes[20] ?? '');
  await codeField.press('Enter');
  await expect(answer).toContainText('Admitted');
  await expect(answer).toContainText('Checking…');
  await expect(answer).not.toContainText('Already');
  await expect(answer).not.toContainText('Checking…', { timeout: 20_000 });
  await expect(answer).toContainText('Admitted');
  await expect(answer).not.toContainText('Not admitted');
  await page.screenshot({ path: testInfo.outputPath('gate-375.png'), fullPage: true });
});

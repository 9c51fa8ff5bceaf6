import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { createEvent, createRegistration, download, uniqueName, adminToken } from './admin-helpers';
import { expect, expectAccessible, expectNoSidewaysScroll, test } from './fixtures';
import {
  fillRegistrant,
  loginToken,
  newMemberSession,
  createMember,
  startBrowserSession,
} from './members-helpers';

/** The text of a QR code in a PNG, as a phone would read it. */
async function readQr(png: Buffer): Promise<string> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? '';
}

/**
 * A video file Chromium can play as its camera (`--use-file-for-fake-video-capture`): the QR
 * code on a white page, in Y4M (raw 4:2:0 frames).
 */
async function qrVideo(png: Buffer, file: string) {
  const [width, height] = [640, 480];
  const luma = await sharp({
    create: { width, height, channels: 3, background: '#ffffff' },
  })
    .composite([{ input: await sharp(png).resize(320, 320, { kernel: 'nearest' }).toBuffer() }])
    .greyscale()
    .raw()
    .toBuffer();
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const frame = Buffer.concat([
    Buffer.from('FRAME\n'),
    luma.subarray(0, width * height),
    chroma,
    chroma,
  ]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F5:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(file, Buffer.concat([header, frame, frame]));
}

test('a member registers and gets a ticket and calendar file; her cancelled place goes to the waiting list; the gate checks in by camera and by search at 375 px', async ({
  page,
  browser,
  request,
  server,
}, testInfo) => {
  test.setTimeout(180_000);
  const name = uniqueName(testInfo, 'Lantern Walk');
  // In two hours: the gate admits a ticket only on its event's day.
  const start = new Date(Math.ceil((Date.now() + 2 * 3_600_000) / 60_000) * 60_000);
  const wall = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Kolkata',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(start)
      .map((part) => [part.type, part.value]),
  );
  const eventId = await createEvent(request, server, {
    name,
    date: start.toISOString(),
    deadline: '',
    location: 'Hill Road Gate',
    maxParticipants: 1,
    waitlist: true,
  });

  // Asha registers through the form and adds the event to her calendar.
  const asha = await newMemberSession(page, request, server, testInfo, 'Asha Patil');
  await page.goto(`/register?event=${eventId}`);
  await fillRegistrant(page);
  await page.getByRole('button', { name: 'Submit Registration' }).click();
  await expect(page.getByRole('heading', { name: 'Registration Successful' })).toBeVisible();
  const calendar = await download(page, () =>
    page.getByRole('button', { name: `Add ${name} to your calendar` }).click(),
  );
  expect(calendar.name).toMatch(/\.ics$/);
  expect(calendar.text).toContain(
    `DTSTART;TZID=Asia/Kolkata:${wall.year}${wall.month}${wall.day}T${wall.hour}${wall.minute}00`,
  );
  expect(calendar.text).toContain('LOCATION:Hill Road Gate');

  // Her confirmation carries the ticket's QR code (PNG) and the calendar file.
  const confirmation = await server.smtp.waitForMail(asha.email, (m) =>
    m.subject.startsWith('You are registered'),
  );
  const ashaQr = confirmation.attachments.find((file) => file.contentType === 'image/png');
  expect(await readQr(ashaQr?.content ?? Buffer.alloc(0))).toMatch(/^HCT1:[0-9a-f]{32}$/);
  const ics = confirmation.attachments.find((file) => file.contentType.startsWith('text/calendar'));
  expect(ics?.content.toString()).toContain(`SUMMARY:${name}`);

  // Ravi finds the event full and joins its waiting list.
  const raviPage = await browser.newPage();
  const ravi = await createMember(request, server, testInfo, 'Ravi Kulkarni');
  await startBrowserSession(raviPage, await loginToken(request, ravi));
  await raviPage.goto(`/register?event=${eventId}`);
  await fillRegistrant(raviPage);
  await raviPage.getByRole('button', { name: 'Join the waiting list' }).click();
  await expect(raviPage.getByRole('heading', { name: 'On the Waiting List' })).toBeVisible();
  await expect(raviPage.getByText('on its waiting list (number 1)')).toBeVisible();

  // Asha cancels: the registration stays, cancelled, and Ravi is promoted and mailed.
  await page.goto('/users/registrations');
  await page.getByRole('button', { name: new RegExp(`^${name}`) }).click();
  const details = page.getByRole('dialog', { name: 'Registration Details' });
  await expect(details.getByRole('img', { name: /Ticket QR code/ })).toBeVisible();
  await details.getByRole('button', { name: 'Cancel registration' }).click();
  await page.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(details.getByText(/^Your registration is cancelled/)).toBeVisible();
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(details).toBeHidden();
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();

  const promoted = await server.smtp.waitForMail(ravi.email, (m) =>
    m.subject.startsWith('You are registered'),
  );
  const raviQr = promoted.attachments.find((file) => file.contentType === 'image/png');
  await raviPage.goto('/users/registrations');
  await expect(raviPage.getByText('Confirmed', { exact: true })).toBeVisible();
  await raviPage.close();

  // Meera, registered by an admin for another event, will be found by name at the gate.
  const otherEvent = await createEvent(request, server, { name: uniqueName(testInfo, 'Quiz') });
  const meeraEmail = `meera-${Date.now().toString(36)}@example.com`;
  await createRegistration(request, server, {
    name: 'Meera Iyer',
    email: meeraEmail,
    contact: '+91 98220 33445',
    event: otherEvent,
  });

  // The gate, on a phone whose camera sees Ravi's QR code.
  const video = testInfo.outputPath('ticket.y4m');
  await qrVideo(raviQr?.content ?? Buffer.alloc(0), video);
  const gateBrowser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const gate = await gateBrowser.newContext({
      baseURL: server.url,
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
      permissions: ['camera'],
    });
    const token = await adminToken(request, server);
    await gate.addInitScript((value) => localStorage.setItem('adminToken', value), token);
    const phone = await gate.newPage();
    await phone.goto('/admin/check-in');
    await phone.getByRole('combobox', { name: 'Event' }).click();
    await phone.getByRole('option', { name }).click();
    await phone.getByRole('textbox', { name: 'Gate', exact: true }).fill('Hill Road Gate');
    await phone.getByRole('button', { name: 'Start the camera' }).click();
    const answer = phone.getByRole('status', { name: 'Answer' });
    await expect(answer).toContainText('Admitted', { timeout: 30_000 });
    await expect(answer).toContainText('Ravi Kulkarni');
    await expect(answer).not.toContainText('Checking…');
    await phone.getByRole('button', { name: 'Stop the camera' }).click();

    // Meera's ticket is for another event: she is not on this gate's list.
    const search = phone.getByRole('searchbox', { name: 'Name, phone or student id' });
    await search.fill('Meera');
    await expect(phone.getByText('Nobody on the list matches.')).toBeVisible();
    await expectNoSidewaysScroll(phone);
    await expectAccessible(phone);

    // Found by name, Ravi shows as in already, and is not let in twice.
    await search.fill('Ravi');
    await expect(phone.getByText(/· 1 of 1 in$/)).toBeVisible();
    await phone.getByRole('button', { name: 'Check in Ravi Kulkarni' }).click();
    await expect(answer).toContainText('Not admitted');
    await expect(answer).toContainText('Already in');
  } finally {
    await gateBrowser.close();
  }
});

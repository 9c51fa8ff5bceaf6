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
  const day = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const eventId = await createEvent(request, server, {
    name,
    date: `${day}T18:30:00+05:30`,
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
  expect(calendar.text).toContain(`DTSTART;TZID=Asia/Kolkata:${day.replaceAll('-', '')}T183000`);
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
    await phone.getByRole('textbox', { name: 'Gate' }).fill('Hill Road Gate');
    await phone.getByRole('button', { name: 'Start the camera' }).click();
    await expect(
      phone.getByRole('status').filter({ hasText: 'Welcome: Ravi Kulkarni' }),
    ).toBeVisible({
      timeout: 30_000,
    });
    await expect(phone.getByText(/In at .* by admin, Hill Road Gate/)).toBeVisible();
    await phone.getByRole('button', { name: 'Stop the camera' }).click();

    await phone.getByRole('searchbox', { name: 'Name, e-mail, phone or student id' }).fill('Meera');
    await phone.getByRole('button', { name: 'Check in Meera Iyer' }).click();
    await expect(
      phone.getByRole('status').filter({ hasText: 'Welcome: Meera Iyer' }),
    ).toBeVisible();
    await expectNoSidewaysScroll(phone);
    await expectAccessible(phone);

    // Found by name, Ravi shows as in already, with nothing left to check in.
    await phone.getByRole('searchbox', { name: 'Name, e-mail, phone or student id' }).fill('Ravi');
    await expect(phone.getByText(`${name} · `)).toBeVisible();
    await expect(phone.getByRole('button', { name: 'Check in Ravi Kulkarni' })).toHaveCount(0);
  } finally {
    await gateBrowser.close();
  }
});

import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type Page } from '@playwright/test';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentSignature } from '../razorpay/signatures';
import { razorpaySimulatorRoutes } from './routes';
import { RazorpaySimulator } from './state';

/** Where the app mounts the simulator; the script must find its API from there. */
const PREFIX = '/simulator/razorpay';

/** The site's policy for scripts and styles (src/server/http/security-headers.ts). */
const CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; connect-src 'self'";

const SHOP_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Shop</title>
<script src="${PREFIX}/checkout.js"></script><script src="/shop.js" defer></script>
</head><body><button id="buy" type="button">Buy</button><ol id="log"></ol></body></html>`;

/** A page using Checkout as the site's pages will; it writes what Checkout tells it to #log. */
const SHOP_SCRIPT = `
const params = new URLSearchParams(location.search);
const log = (what, detail) => {
  const item = document.createElement('li');
  item.textContent = JSON.stringify({ what, detail });
  document.getElementById('log').append(item);
};
document.getElementById('buy').addEventListener('click', () => {
  const checkout = new Razorpay({
    key: params.get('key'),
    order_id: params.get('order'),
    amount: Number(params.get('amount')),
    currency: 'INR',
    name: 'Hostel Community',
    description: 'Ganesh festival registration',
    prefill: { name: 'Asha Rao', email: 'asha@example.com', contact: '+919822000000' },
    handler: (response) => log('paid', response),
    modal: { ondismiss: () => log('dismissed') },
  });
  checkout.on('payment.failed', (response) => log('failed', response));
  checkout.open();
});`;

const simulator = new RazorpaySimulator();
let server: FastifyInstance;
let origin: string;
let browser: Browser;

beforeAll(async () => {
  server = Fastify();
  server.addHook('onSend', async (_request, reply) => {
    reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
  });
  server.get('/', (_request, reply) => reply.type('text/html').send(SHOP_PAGE));
  server.get('/shop.js', (_request, reply) => reply.type('text/javascript').send(SHOP_SCRIPT));
  await server.register(razorpaySimulatorRoutes, { prefix: PREFIX, simulator });
  await server.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  simulator.close();
});

/** Opens the shop at a width with a new order, noting the errors the page reports. */
async function openShop(width: number, amount = 12_345_600) {
  const order = simulator.createOrder({ amount, currency: 'INR' });
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // Chromium logs every 4xx as an error (the favicon, a failed payment); other errors count,
  // among them the content security policy's refusals.
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && !text.startsWith('Failed to load resource'))
      errors.push(text);
  });
  const query = new URLSearchParams({
    key: simulator.credentials.keyId,
    order: order.id,
    amount: String(amount),
  });
  await page.goto(`${origin}/?${query}`);
  return { page, order, errors };
}

async function logged(page: Page) {
  const lines = await page.locator('#log li').allTextContents();
  return lines.map(
    (line) => JSON.parse(line) as { what: string; detail?: Record<string, unknown> },
  );
}

const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.textContent);

describe('Razorpay simulator: Checkout in Chromium', () => {
  it('shows an accessible dialog and pays, handing the page a verifiable result', async () => {
    const { page, order, errors } = await openShop(1280);
    await page.getByRole('button', { name: 'Buy' }).click();
    const dialog = page.getByRole('dialog', { name: 'Razorpay simulator' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    const text = await dialog.innerText();
    for (const shown of [
      'Hostel Community',
      'Ganesh festival registration',
      '₹1,23,456.00',
      'asha@example.com',
      '+919822000000',
      'no money moves',
    ]) {
      expect(text).toContain(shown);
    }

    // Focus starts inside and stays there; Escape closes as the user's dismissal.
    expect(await focusedName(page)).toBe('Pay with UPI');
    for (const name of ['Pay with card', 'Fail', 'Close', 'Pay with UPI']) {
      await page.keyboard.press('Tab');
      expect(await focusedName(page)).toBe(name);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await focusedName(page)).toBe('Close');
    await page.keyboard.press('Escape');
    expect(await dialog.count()).toBe(0);
    expect(await logged(page)).toEqual([{ what: 'dismissed' }]);
    expect(await focusedName(page)).toBe('Buy');

    await page.getByRole('button', { name: 'Buy' }).click();
    await page.getByRole('button', { name: 'Pay with UPI' }).click();
    await expect.poll(async () => (await logged(page)).length).toBe(2);
    expect(await dialog.count()).toBe(0);
    const [, paid] = await logged(page);
    expect(paid?.what).toBe('paid');
    const paymentId = String(paid?.detail?.razorpay_payment_id);
    expect(paid?.detail).toEqual({
      razorpay_payment_id: paymentId,
      razorpay_order_id: order.id,
      razorpay_signature: paymentSignature(order.id, paymentId, simulator.credentials.keySecret),
    });
    expect(simulator.getOrder(order.id).status).toBe('paid');
    expect(simulator.getPayment(paymentId)).toMatchObject({
      method: 'upi',
      email: 'asha@example.com',
      contact: '+919822000000',
    });
    expect(errors).toEqual([]);
  });

  it('fails on request, stays open to retry, and closes at a phone width', async () => {
    const { page, order, errors } = await openShop(375);
    await page.getByRole('button', { name: 'Buy' }).click();
    const dialog = page.getByRole('dialog', { name: 'Razorpay simulator' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const fitsTheWidth = await dialog.evaluate((card) => {
      const { left, right } = card.getBoundingClientRect();
      return left >= 0 && right <= innerWidth && document.documentElement.scrollWidth <= innerWidth;
    });
    expect(fitsTheWidth).toBe(true);

    await page.getByRole('button', { name: 'Fail' }).click();
    await expect.poll(() => page.getByRole('alert').innerText()).toContain('Payment failed');
    expect(await dialog.isVisible()).toBe(true);
    const [failed] = await logged(page);
    expect(failed).toEqual({
      what: 'failed',
      detail: {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'Payment failed',
          source: 'customer',
          step: 'payment_authorization',
          reason: 'payment_failed',
          metadata: { order_id: order.id, payment_id: expect.stringMatching(/^pay_/) },
        },
      },
    });
    expect(simulator.getOrder(order.id).status).toBe('attempted');

    await page.getByRole('button', { name: 'Close' }).click();
    expect(await dialog.count()).toBe(0);
    expect((await logged(page)).map((entry) => entry.what)).toEqual(['failed', 'dismissed']);
    expect(errors).toEqual([]);
  });
});

import type { Page } from '@playwright/test';
import { adminToken, createEvent, uniqueName } from './admin-helpers';
import { expect, expectAccessible, expectNoSidewaysScroll, test } from './fixtures';

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

/** What each page says in each language, and the English it must not arrive with. */
const PAGES = {
  hi: {
    signup: { heading: 'साइन अप', send: 'OTP भेजें', step: 'चरण 1/3: आपके बारे में' },
    donation: { heading: 'दान करें', uses: 'आपका दान कहाँ लगता है', submit: 'जमा करें' },
    gate: { heading: 'गेट चेक-इन', ready: 'तैयार: टिकट स्कैन करें', answer: 'नतीजा' },
  },
  mr: {
    signup: { heading: 'साइन अप', send: 'OTP पाठवा', step: 'पायरी 1/3: तुमच्याविषयी' },
    donation: { heading: 'देणगी द्या', uses: 'तुमची देणगी कुठे वापरली जाते', submit: 'पाठवा' },
    gate: { heading: 'गेट चेक-इन', ready: 'तयार: तिकीट स्कॅन करा', answer: 'निकाल' },
  },
} as const;

/** The first response's HTML, before any script: it must already be in the language. */
async function firstHtml(page: Page, path: string, language: string) {
  const answer = await page.request.get(path, { headers: { cookie: `lang=${language}` } });
  expect(answer.status()).toBe(200);
  const html = await answer.text();
  expect(html).toContain(`<html lang="${language}"`);
  return html;
}

for (const language of ['hi', 'mr'] as const) {
  const words = PAGES[language];

  test(`the sign-up, a donation form and the gate in ${language}, at 375 px`, async ({
    page,
    request,
    server,
  }, testInfo) => {
    test.setTimeout(120_000);
    // The switcher's link keeps the choice in the cookie, as a visitor's first tap would.
    await page.goto(`/?lang=${language}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);

    // The sign-up: the server's page and the page a visitor uses, without a word of English.
    const signupHtml = await firstHtml(page, '/signup', language);
    expect(signupHtml).toContain(words.signup.step);
    for (const english of ['Sign Up', 'Send OTP', 'Fields marked', 'About you', 'Set a password']) {
      expect(signupHtml, english).not.toContain(english);
    }
    await page.goto('/signup');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { level: 1, name: words.signup.heading })).toBeVisible();
    await expect(page.getByRole('heading', { name: words.signup.step })).toBeVisible();
    await expect(page.getByRole('button', { name: words.signup.send })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);

    // The donation form.
    const donationHtml = await firstHtml(page, '/donations', language);
    expect(donationHtml).toContain(words.donation.uses);
    for (const english of ['Where your gift goes', 'Your donation', 'Amount (INR)', '>Submit<']) {
      expect(donationHtml, english).not.toContain(english);
    }
    await page.goto('/donations');
    await expect(
      page.getByRole('heading', { level: 1, name: words.donation.heading }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: words.donation.submit })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);

    // The gate, opened from a pass link.
    const token = await adminToken(request, server);
    const eventId = await createEvent(request, server, {
      name: uniqueName(testInfo, 'Kabaddi Night'),
      date: new Date(Date.now() + 2 * 3_600_000).toISOString(),
      deadline: '',
    });
    const created = await request.post(`/api/admins/events/${eventId}/gate-passes`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { label: 'North Gate' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { url } = (await created.json()) as { url: string };
    const gateHtml = await firstHtml(page, '/gate', language);
    expect(gateHtml).toContain(words.gate.heading);
    expect(gateHtml).not.toContain('Gate check-in');
    expect(gateHtml).not.toContain('Opening the gate');
    await page.goto(`/gate${new URL(url).hash}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { level: 1, name: words.gate.heading })).toBeVisible();
    await expect(page.getByRole('status', { name: words.gate.answer })).toContainText(
      words.gate.ready,
    );
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
  });
}

/** An event's page and a policy page in each language, and the English they must not show. */
const EVENT_AND_POLICY = {
  hi: {
    register: 'पंजीकरण करें • ₹1,500',
    placesLeft: '40 जगहें बाकी',
    share: 'शेयर करें',
    copied: 'लिंक कॉपी हो गया।',
    refund: 'रिफ़ंड नीति',
    deposit: 'कॉशन डिपॉज़िट (caution deposit) छात्रावास छोड़ने पर लौटा दिया जाता है।',
  },
  mr: {
    register: 'नोंदणी करा • ₹1,500',
    placesLeft: '40 जागा शिल्लक',
    share: 'शेअर करा',
    copied: 'लिंक कॉपी झाली.',
    refund: 'परतावा धोरण',
    deposit: 'वसतिगृह सोडताना अनामत रक्कम (caution deposit) परत केली जाते.',
  },
} as const;

test('an event’s page and the refund policy arrive in Hindi and in Marathi, at 375 px', async ({
  page,
  context,
  request,
  server,
}, testInfo) => {
  test.setTimeout(120_000);
  const name = uniqueName(testInfo, 'Chess Evening');
  const eventId = await createEvent(request, server, {
    name,
    location: 'Common Room',
    amountIndividual: 1500,
    maxParticipants: 40,
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // Every level-1 heading the page ever shows, to see that no English came first.
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { headingsSeen: seen });
    new MutationObserver(() => {
      document.querySelectorAll('h1').forEach((h1) => seen.push(h1.textContent ?? ''));
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });

  for (const language of ['hi', 'mr'] as const) {
    const words = EVENT_AND_POLICY[language];
    await page.goto(`/?lang=${language}`);

    const eventHtml = await firstHtml(page, `/events/${eventId}`, language);
    expect(eventHtml).toContain(words.register);
    expect(eventHtml).toContain(words.placesLeft);
    for (const english of ['Registration Fee', 'places left', '>Share<', 'Max participants']) {
      expect(eventHtml, english).not.toContain(english);
    }
    await page.goto(`/events/${eventId}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.getByRole('button', { name: words.share }).click();
    await expect(page.getByRole('status').filter({ hasText: words.copied })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);

    await page.goto('/refund-policy');
    await expect(page.getByRole('heading', { level: 1, name: words.refund })).toBeVisible();
    await expect(page.getByText(words.deposit)).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { headingsSeen: string[] }).headingsSeen),
    ).not.toContain('Refund Policy');
    await expect(page).toHaveTitle(new RegExp(words.refund));
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
  }
});

/** The community pages and About: each page's heading, and English it must not arrive with. */
const COMMUNITY = {
  hi: [
    { path: '/history', heading: 'हमारी विरासत', english: ['Our Legacy', 'How it all began'] },
    { path: '/gc', heading: 'गणेश चतुर्थी', english: ['Festival videos', 'Play video'] },
    { path: '/ac', heading: 'पूर्व छात्र संपर्क', english: ['Alumnus Connect', 'Get in touch'] },
    { path: '/se', heading: 'खेल कार्यक्रम', english: ['Sports Events', 'What we play'] },
    { path: '/about', heading: 'हमारे बारे में', english: ['About Us', 'A home away from home'] },
  ],
  mr: [
    { path: '/history', heading: 'आमचा वारसा', english: ['Our Legacy', 'How it all began'] },
    { path: '/gc', heading: 'गणेश चतुर्थी', english: ['Festival videos', 'Play video'] },
    { path: '/ac', heading: 'माजी विद्यार्थी संपर्क', english: ['Alumnus Connect', 'Get in touch'] },
    { path: '/se', heading: 'क्रीडा कार्यक्रम', english: ['Sports Events', 'What we play'] },
    { path: '/about', heading: 'आमच्याविषयी', english: ['About Us', 'A home away from home'] },
  ],
} as const;

for (const language of ['hi', 'mr'] as const) {
  test(`the community pages and About in ${language}, at 375 px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(`/?lang=${language}`);
    for (const { path, heading, english } of COMMUNITY[language]) {
      const html = await firstHtml(page, path, language);
      expect(html, path).toContain(heading);
      for (const words of english) expect(html, `${path}: ${words}`).not.toContain(words);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);
    }
  });
}

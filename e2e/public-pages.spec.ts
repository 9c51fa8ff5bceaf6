import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, expectNoSidewaysScroll, openInApp, test } from './fixtures';
import { GALLERY_TIMINGS } from '../src/domain/constants';
import { dayInZone } from '../src/domain/dates';
import type { Event } from '../src/domain/event-schemas';
import { registrationClosedReason } from '../src/domain/events';
import { OWN_IMAGE_PATH } from '../src/test/about-image-sources';
import { HOSTILE_ABOUT_HTML } from '../src/test/hostile-about-html';

const SITE = 'Hostel Community';

interface AboutSectionAnswer {
  sectionType: string;
  label: string;
  title: string;
  members: Array<{ name: string }>;
}

/** Shows every upcoming event card on the landing page (it shows the first few at first). */
async function showAllEvents(page: Page) {
  const section = page.getByRole('region', { name: 'Hostel Sports Upcoming Events' });
  await expect(section.getByRole('article').first()).toBeVisible();
  const showAll = section.getByRole('button', { name: /^Show all \d+ events$/ });
  if (await showAll.isVisible()) await showAll.click();
  return section;
}

/** The landing page's gallery, scrolled to: it loads only when the visitor scrolls near it. */
async function scrollToGallery(page: Page) {
  const regions = page.getByRole('region', { name: 'Moments from hostel life' });
  await regions.first().scrollIntoViewIfNeeded();
  return regions.last();
}

/**
 * Lets the page finish the work it has already queued: React renders, and starts or stops the
 * gallery's timer, in message tasks, which the test's clock neither holds nor runs.
 */
async function settle(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}

/** Takes the pointer and the focus off the gallery (either one rests its auto-play). */
async function leaveGallery(page: Page, focused: Locator) {
  await focused.blur();
  await page.getByRole('heading', { level: 2, name: 'Moments from hostel life' }).hover();
  await settle(page);
}

test.describe('every public route renders, reads well and passes axe', () => {
  const routes = [
    { path: '/', heading: `Welcome to ${SITE}`, title: SITE },
    { path: '/history', heading: 'Our Legacy', title: `Our Legacy · ${SITE}` },
    { path: '/se', heading: 'Sports Events', title: `Sports Events · ${SITE}` },
    { path: '/gc', heading: 'Ganesh Chaturthi', title: `Ganesh Chaturthi · ${SITE}` },
    { path: '/ac', heading: 'Alumnus Connect', title: `Alumnus Connect · ${SITE}` },
    { path: '/about', heading: 'About Us', title: `About Us · ${SITE}` },
    { path: '/contact', heading: 'Contact Us', title: `Contact Us · ${SITE}` },
  ];

  for (const route of routes) {
    test(`${route.path}: one h1, the title, landmarks, axe, no sideways scroll @phone`, async ({
      page,
    }) => {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page).toHaveTitle(route.title);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      if (route.path === '/') await showAllEvents(page);
      if (route.path === '/about') {
        await expect(page.getByRole('heading', { level: 2, name: 'President' })).toBeVisible();
      }
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);
    });
  }
});

test.describe('server-rendered public pages', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('/, /about and /history show their content and title', async ({ page }) => {
      await page.goto('/');
      await expect(
        page.getByRole('heading', { level: 1, name: `Welcome to ${SITE}` }),
      ).toBeVisible();
      await expect(page).toHaveTitle(SITE);
      await page.getByRole('link', { name: 'Learn More' }).click();
      await expect(page).toHaveURL('/history');
      await expect(page.getByRole('heading', { level: 1, name: 'Our Legacy' })).toBeVisible();
      await expect(page).toHaveTitle(`Our Legacy · ${SITE}`);
      await page.goto('/about');
      await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'President' })).toBeVisible();
      await expect(page).toHaveTitle(`About Us · ${SITE}`);
    });
  });

  test("a visitor's page works its controls without asking for the About content again", async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/about/.test(request.url())) asked.push(request.url());
    });
    await page.goto('/about');
    const support = page.getByRole('contentinfo').getByRole('button', { name: 'Support' });
    await expect(support).toBeEnabled();
    await support.click();
    await expect(page.getByRole('dialog', { name: 'Support' })).toBeVisible();
    expect(asked).toEqual([]);
  });

  test("a visitor who scrolled before the page's script ran stays where they were", async ({
    page,
  }) => {
    // The first script waits until the visitor has scrolled down to the footer.
    let releaseScript = () => {};
    const scrolled = new Promise<void>((resolve) => {
      releaseScript = resolve;
    });
    await page.route('**/assets/index-*.js', async (route) => {
      await scrolled;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await expect(footer).toBeInViewport();

    releaseScript();
    await expect(footer.getByRole('button', { name: 'Support' })).toBeEnabled();
    await expect(footer).toBeInViewport();
    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL('/privacy-policy');
  });
});

test.describe('landing page', () => {
  test('welcome banner with Learn More to /history', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('img', { name: /hostel building/i });
    await expect(banner).toHaveAttribute('fetchpriority', 'high');
    await page.getByRole('link', { name: 'Learn More' }).click();
    await expect(page).toHaveURL('/history');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Legacy' })).toBeVisible();
  });

  test('upcoming event cards: fee banner, key facts, Details, Register and closed cards', async ({
    page,
    request,
  }) => {
    // Other tests add and close events as this one runs: the page and the list it is compared
    // with are read again until both come from the same moment.
    let events: Event[] = [];
    const section = page.getByRole('region', { name: 'Hostel Sports Upcoming Events' });
    const cards = section.getByRole('article');
    const now = new Date();
    await expect(async () => {
      events = (await (await request.get('/api/events?upcoming=true')).json()) as Event[];
      expect(events.length, 'the demo data has upcoming events').toBeGreaterThan(0);
      // A full event counts with the open ones: a place may free up, and its card says so.
      const takesPeople = (event: Event) =>
        [null, 'full'].includes(registrationClosedReason(event, now));
      const open = events.filter(takesPeople);
      const closedEvents = events.filter((event) => !takesPeople(event));
      expect(
        open.length * closedEvents.length,
        'the demo data has open and closed events',
      ).toBeGreaterThan(0);

      await page.goto('/');
      await showAllEvents(page);
      await expect(cards).toHaveCount(events.length, { timeout: 5_000 });
      // Sports first, under the sports heading; within sports and within the rest, events still
      // taking registrations (or full) first, then the closed ones, each in the server's order (date
      // ascending, undated last); no past event among them.
      const openFirst = [...open, ...closedEvents];
      const isSports = (event: Event) => event.category === 'sports';
      const sportsFirst = [
        ...openFirst.filter(isSports),
        ...openFirst.filter((event) => !isSports(event)),
      ];
      expect(sportsFirst[0]?.category, 'the demo data has sports').toBe('sports');
      await expect(section.getByRole('heading', { level: 3 })).toHaveText(
        sportsFirst.map((event) => event.name),
        { timeout: 5_000 },
      );
    }).toPass({ timeout: 60_000 });
    const today = dayInZone(now, 'Asia/Kolkata');
    for (const event of events) {
      if (event.date) expect(dayInZone(new Date(event.date), 'Asia/Kolkata') >= today).toBe(true);
    }

    for (const card of await cards.all()) {
      await expect(card).toContainText('Registration Fee');
      await expect(card).toContainText('Date:');
    }

    // A paid event with both fees shows '(from)' and the lower amount on its button; each fee
    // is under Details, folded until asked for.
    const fromCard = cards.filter({ hasText: 'Registration Fee (from)' }).first();
    await expect(fromCard).toBeVisible();
    await expect(fromCard.getByText('Individual fee:')).toBeHidden();
    await fromCard.getByText('Details', { exact: true }).click();
    await expect(fromCard.getByText('Individual fee:')).toBeVisible();
    await expect(fromCard.getByText('Team fee:')).toBeVisible();
    await expect(fromCard.getByRole('button', { name: /^Register • ₹[\d,]+$/ })).toBeVisible();

    // A free event reads just 'Register'.
    await expect(
      section.getByRole('button', { name: 'Register', exact: true }).first(),
    ).toBeVisible();
    await expect(section.getByText('Free').first()).toBeVisible();

    // A capped event shows the places left.
    await expect(section.getByText(/^\d+ places? left$/).first()).toBeVisible();

    // An event whose deadline has passed is closed, with the reason.
    const closed = section.getByRole('button', { name: 'Registration closed' }).first();
    await expect(closed).toBeDisabled();
    await expect(closed).toHaveAccessibleDescription(
      /deadline has passed|event is full|event is over/,
    );
    await expectAccessible(page);
  });

  test("a visitor's Register opens the event's registration page, which asks them to log in", async ({
    page,
  }) => {
    // The registration page sends a visitor on to /login at once: read the address it had
    // when it raised its alert, rather than racing the redirect.
    const alerts: Array<{ message: string; url: string }> = [];
    page.on('dialog', (dialog) => {
      alerts.push({ message: dialog.message(), url: page.url() });
      void dialog.accept();
    });
    await page.goto('/');
    const section = await showAllEvents(page);
    const card = section
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: /^Register/ }) })
      .first();
    await card.getByRole('button', { name: /^Register/ }).click();

    await expect(page).toHaveURL('/login');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.message).toBe('Please login or sign up to register for this event.');
    const eventId = new URL(alerts[0]?.url ?? '').searchParams.get('event');
    expect(alerts[0]?.url).toMatch(/\/register\?event=[\w-]+$/);
    expect(await page.evaluate(() => localStorage.getItem('registerEventId'))).toBe(eventId);
  });

  test('no upcoming events: the empty message', async ({ page }) => {
    await page.route('**/api/events?upcoming=true', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
    );
    await openInApp(page, '/');
    await expect(page.getByText('No upcoming events available at the moment.')).toBeVisible();
    await expectAccessible(page);
  });

  test.describe('when the events cannot be loaded', () => {
    // The browser logs the failed request itself.
    test.use({ allowConsoleErrors: true });

    test('a failure counts as an empty list', async ({ page }) => {
      await page.route('**/api/events?upcoming=true', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'Something went wrong' }),
        }),
      );
      await openInApp(page, '/');
      await expect(page.getByText('No upcoming events available at the moment.')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  });

  test('the three cards lead to /se, /gc and /ac', async ({ page }) => {
    for (const card of [
      { name: 'Sports Events', path: '/se' },
      { name: 'Ganesh Chaturthi', path: '/gc' },
      { name: 'Alumnus Connect', path: '/ac' },
    ]) {
      await page.goto('/');
      await page.getByRole('link', { name: card.name, exact: true }).click();
      await expect(page).toHaveURL(card.path);
      await expect(page.getByRole('heading', { level: 1, name: card.name })).toBeVisible();
    }
  });

  test('the gallery: 5 pictures, auto-advance, and a pause button that toggles', async ({
    page,
  }) => {
    // The page's timers run on a clock the test can hold and move on, so nothing here waits.
    await page.clock.install();
    await page.goto('/');
    const gallery = await scrollToGallery(page);
    const slides = gallery.locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(5);
    for (const image of await gallery.getByRole('img').all()) {
      await expect(image).toHaveAttribute('alt', /\w/);
      await expect(image).toHaveAttribute('width', /\d+/);
      await expect(image).toHaveAttribute('height', /\d+/);
    }

    const current = gallery.locator('[aria-roledescription="slide"][aria-current="true"]');
    await expect(current).toHaveAttribute('aria-label', '1 of 5');
    // Holding the clock may first run a turn that was due: count from where the gallery is then.
    // (A few seconds ahead: on a busy machine a second can pass before the clock is held.)
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 5_000));
    await settle(page);
    const start = Number((await current.getAttribute('aria-label'))?.split(' ')[0]);
    const picture = (n: number) => `${((n - 1) % 5) + 1} of 5`;

    // Every second it moves on by itself.
    await page.clock.runFor(GALLERY_TIMINGS.home);
    await expect(current).toHaveAttribute('aria-label', picture(start + 1));

    // Paused, it stays put, also with the pointer and the focus (either of which rests it) away.
    await gallery.getByRole('button', { name: 'Pause slideshow' }).click();
    const play = gallery.getByRole('button', { name: 'Play slideshow' });
    await expect(play).toBeVisible();
    await leaveGallery(page, play);
    await page.clock.runFor(3 * GALLERY_TIMINGS.home);
    // Next moves on from wherever it is: had it played on, this would not be the next picture.
    await gallery.getByRole('button', { name: 'Next picture' }).click();
    await expect(current).toHaveAttribute('aria-label', picture(start + 2));

    // Played again, it moves on by itself again.
    await play.click();
    const pause = gallery.getByRole('button', { name: 'Pause slideshow' });
    await expect(pause).toBeVisible();
    await leaveGallery(page, pause);
    await page.clock.runFor(GALLERY_TIMINGS.home);
    await expect(current).toHaveAttribute('aria-label', picture(start + 3));
  });

  test('the gallery does not play by itself for reduced motion', async ({ page }) => {
    await page.clock.install();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const gallery = await scrollToGallery(page);
    await expect(gallery.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    const current = gallery.locator('[aria-roledescription="slide"][aria-current="true"]');
    await expect(current).toHaveAttribute('aria-label', '1 of 5');
    // Two seconds on the page's clock: had it played, it would now show picture 3. Read once,
    // after the page has settled: a check that retries could see it come round to 1 again.
    await page.clock.runFor(2 * GALLERY_TIMINGS.home);
    await settle(page);
    expect(await current.getAttribute('aria-label')).toBe('1 of 5');
    await gallery.getByRole('button', { name: 'Next picture' }).click();
    await expect(current).toHaveAttribute('aria-label', '2 of 5');
  });
});

test.describe('community pages', () => {
  test('/history: the four stats, the story, legacy, milestones and Support Us', async ({
    page,
  }) => {
    await page.goto('/history');
    const stats = page.getByRole('list', { name: 'The hostel in numbers' });
    const expected = [
      { value: '100+', label: 'years' },
      { value: '5,000+', label: 'students supported' },
      { value: '20+', label: 'districts' },
      { value: '7', label: 'annual scholarships' },
    ];
    await expect(stats.getByRole('listitem')).toHaveCount(expected.length);
    for (const stat of expected) {
      const item = stats
        .getByRole('listitem')
        .filter({ has: page.getByText(stat.value, { exact: true }) });
      await expect(item).toContainText(stat.label);
    }
    await expect(page.getByRole('heading', { level: 2, name: 'How it all began' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'What we stand for' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Milestones' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Milestones' }).getByRole('listitem'),
    ).not.toHaveCount(0);
    await page.getByRole('link', { name: 'Support Us' }).click();
    await expect(page).toHaveURL('/donations');
  });

  test('/se describes the games', async ({ page }) => {
    await page.goto('/se');
    const main = page.getByRole('main');
    for (const sport of ['Cricket', 'Kabaddi', 'Volleyball', 'Chess', 'Annual Sports Week']) {
      await expect(main.getByRole('heading', { level: 3, name: sport })).toBeVisible();
    }
    await expect(main.getByRole('img').first()).toHaveAttribute('alt', /\w/);
  });

  test('/gc: 6 pictures that open in a new tab, 2 per view on wide screens @phone', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/gc');
    const gallery = page.getByRole('region', { name: 'Pictures from the festival' }).last();
    const links = gallery.getByRole('link');
    await expect(links).toHaveCount(6);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
      await expect(link).toHaveAttribute('href', /\/art\/gc-\d\.webp$/);
      await expect(link).toHaveAccessibleName(/opens the full picture in a new tab/);
    }
    const picture = gallery.getByRole('img').first();
    const width = (await gallery.boundingBox())?.width ?? 0;
    const pictureWidth = (await picture.boundingBox())?.width ?? 0;
    // One slide per view below 960 px, two from 960 px (with a 16 px gap between them).
    const expected = isMobile ? width : (width - 16) / 2;
    expect(Math.abs(pictureWidth - expected)).toBeLessThan(4);
  });

  test('/gc: 5 videos whose player loads only when asked', async ({ page }) => {
    await page.goto('/gc');
    const videos = page.getByRole('region', { name: 'Festival videos' });
    const buttons = videos.getByRole('button', { name: /^Play video: / });
    await expect(buttons).toHaveCount(5);
    await expect(page.locator('video')).toHaveCount(0);

    const first = buttons.first();
    const title = ((await first.getAttribute('aria-label')) ?? '').replace('Play video: ', '');
    await first.click();
    const player = page.locator('video');
    await expect(player).toHaveCount(1);
    await expect(player).toHaveAttribute('src', /\/art\/gc-video-1\.webm$/);
    await expect(player).toHaveAttribute('controls', '');
    await expect(player).toHaveAccessibleName(title);
    await expect(buttons).toHaveCount(4);
    await expectAccessible(page);
  });

  test('/ac: the alumni gallery of 5 pictures', async ({ page }) => {
    await page.goto('/ac');
    const gallery = page.getByRole('region', { name: 'Alumni together' }).last();
    await expect(gallery.locator('[aria-roledescription="slide"]')).toHaveCount(5);
    await expect(gallery.getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
  });

  test('/ac: the navy and the saffron button side by side share one size and type', async ({
    page,
  }) => {
    await page.goto('/ac');
    const measure = (name: string) =>
      page.getByRole('link', { name, exact: true }).evaluate((button) => {
        const style = getComputedStyle(button);
        return {
          fontSize: style.fontSize,
          fontWeight: style.fontWeight,
          height: button.getBoundingClientRect().height,
        };
      });
    const navy = await measure('Get in touch');
    const saffron = await measure('Donate Now');
    expect(saffron).toEqual(navy);
    expect(navy.height).toBeGreaterThanOrEqual(44);
  });
});

test.describe('about page', () => {
  test('the HTML, then the sections in order; the president as one large profile', async ({
    page,
    request,
  }) => {
    const sections = (await (
      await request.get('/api/about-sections')
    ).json()) as AboutSectionAnswer[];
    const shown = sections.filter((section) =>
      section.members.some((member) => member.name.trim() !== ''),
    );
    const expected = shown.map((section) => section.title || section.label);
    expect(expected.length, 'the demo data fills the sections').toBe(6);

    await page.goto('/about');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: 'President' })).toBeVisible();
    const headings = await main.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings.filter((heading) => expected.includes(heading))).toEqual(expected);

    const president = sections.find((section) => section.sectionType === 'president');
    const presidentName = president?.members[0]?.name ?? '';
    const presidentRegion = main.getByRole('region', { name: expected[0] });
    await expect(presidentRegion.getByRole('heading', { level: 3 })).toHaveText(presidentName);
    await expect(presidentRegion.getByRole('img')).toHaveAttribute('width', '240');
    await expect(presidentRegion.getByRole('img')).toHaveAttribute('src', /^\/api\/images\//);

    const committee = main.getByRole('region', { name: expected[1] });
    await expect(committee.getByRole('article')).toHaveCount(shown[1]?.members.length ?? 0);
  });

  test('a spinner shows while the page loads', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/about', async (route) => {
      await held;
      await route.continue();
    });
    await openInApp(page, '/about');
    await expect(page.getByRole('progressbar', { name: 'Loading the About page' })).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 2, name: 'President' })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Loading the About page' })).toHaveCount(0);
  });

  test.describe('when the content cannot be loaded or is unsafe', () => {
    test.use({ allowConsoleErrors: true });

    test('a failure shows the fallback About Us text', async ({ page }) => {
      await page.route('**/api/about', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'Something went wrong' }),
        }),
      );
      await openInApp(page, '/about');
      await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
      await expect(page.getByRole('main')).toContainText(/currently unavailable/);
      await expectAccessible(page);
    });

    test('the HTML is cleaned again before it is shown', async ({ page }) => {
      await page.route('**/api/about', (route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({
            images: [],
            content: HOSTILE_ABOUT_HTML,
          }),
        }),
      );
      await openInApp(page, '/about');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 2, name: 'Our story' })).toBeVisible();
      await expect(main.getByText('a link')).toBeVisible();
      const pwned = await page.evaluate(
        () => (window as unknown as Record<string, unknown>).__pwned === true,
      );
      expect(pwned).toBe(false);
      const html = await main.innerHTML();
      expect(html).not.toMatch(
        /<script|onerror|onclick|style="color|javascript:|data:|target=|<iframe|class="x"/,
      );
      const office = main.getByRole('link', { name: 'the office' });
      await expect(office).toHaveAttribute('href', 'mailto:office@hostel.example');
      await expect(office).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(main.getByText(/or open this/)).toBeVisible();
      await expect(main.getByRole('link', { name: /a link|open this/ })).toHaveCount(0);
      await expect(main.getByRole('img', { name: 'bad' })).toHaveCount(0);
      await expect(main.getByRole('img', { name: 'insecure' })).toHaveCount(0);
      await expect(main.getByRole('img', { name: 'ours' })).toHaveAttribute(
        'src',
        `/api${OWN_IMAGE_PATH}`,
      );
    });
  });
});

test.describe('navigation and footer', () => {
  test('the navigation links reach Home, About and Contact (the drawer on phones) @phone', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/history');
    for (const link of [
      { name: 'About', path: '/about', heading: 'About Us' },
      { name: 'Contact', path: '/contact', heading: 'Contact Us' },
      { name: 'Home', path: '/', heading: `Welcome to ${SITE}` },
    ]) {
      if (isMobile) {
        await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
        const drawer = page.getByRole('dialog');
        await expect(drawer).toBeVisible();
        await drawer.getByRole('link', { name: link.name, exact: true }).click();
        await expect(drawer).toBeHidden();
      } else {
        await page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('link', { name: link.name, exact: true })
          .click();
      }
      await expect(page).toHaveURL(link.path);
      await expect(page.getByRole('heading', { level: 1, name: link.heading })).toBeVisible();
      await expectNoSidewaysScroll(page);
    }
  });

  test('the footer links reach the policy pages from a public page', async ({ page }) => {
    for (const link of ['Terms and Conditions', 'Privacy Policy', 'Refund Policy']) {
      await page.goto('/gc');
      await page.getByRole('contentinfo').getByRole('link', { name: link }).click();
      await expect(page.getByRole('heading', { level: 1, name: link })).toBeVisible();
    }
  });
});

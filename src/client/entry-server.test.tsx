import { describe, expect, it } from 'vitest';
import { formatIn } from '../domain/i18n/format';
import { pageApiPaths, renderedPath, renderMemberPage, renderPage } from './entry-server';
import { OWN_IMAGE_PATH } from '../test/about-image-sources';
import { HOSTILE_ABOUT_HTML } from '../test/hostile-about-html';
import { eventAnswer } from '@/test/event-answers';

const SETTINGS = {
  siteName: 'Sunrise <Hostel> & Friends',
  timeZone: 'Asia/Kolkata',
  siteUrl: 'https://hostel.example',
};

const render = (path: string, answers: unknown[] = []) =>
  renderPage(new URL(path, 'http://localhost'), SETTINGS, answers);

const SECTIONS = [
  {
    sectionType: 'president',
    label: 'President',
    title: '',
    allowMultiple: false,
    members: [{ name: 'Shri. A. Patil', role: 'President', description: '', image: '' }],
  },
];

const EVENT = eventAnswer();

const EVENT_PAGE_ID = '6f1d2c3b-1a2b-4c3d-8e9f-0a1b2c3d4e5f';

/** The API's answer for an event's own page. */
const eventPageAnswer = (changes: Record<string, unknown> = {}) => ({
  ...EVENT,
  _id: EVENT_PAGE_ID,
  date: '2999-01-15T13:00:00.000Z',
  teamSizeMin: null,
  teamSizeMax: null,
  waitlist: false,
  refundRule: 'full',
  reminders: true,
  ...changes,
});

const CONFIG = {
  siteName: 'Sunrise Hostel',
  timeZone: 'Asia/Kolkata',
  support: { name: 'Shri. B. Kale', role: 'Secretary', phone: '+91 98220 00000' },
  contact: { email: 'office@hostel.example', phone: '+91 20 2444 0000', address: 'Pune' },
  demoAccount: null,
  paymentsLive: true,
  payments: { mode: 'simulator', checkoutScriptUrl: '', donationCeiling: 500_000 },
};

interface PageState {
  queries: Array<{ queryKey: unknown; state: unknown }>;
}

function parseState(state: string): PageState {
  return JSON.parse(state.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '')) as PageState;
}

describe('server rendering of the public pages', () => {
  it('names the public pages it renders with the API answers each is made with', () => {
    expect(pageApiPaths('/')).toEqual(['/events?upcoming=true']);
    expect(pageApiPaths('/history')).toEqual([]);
    expect(pageApiPaths('/about')).toEqual(['/about', '/about-sections']);
    for (const path of ['/se', '/gc', '/ac']) expect(pageApiPaths(path)).toEqual([]);
    expect(pageApiPaths('/contact')).toEqual(['/config']);
    expect(pageApiPaths('/login')).toEqual(['/config']);
    expect(pageApiPaths('/forgot-password')).toEqual([]);
    expect(pageApiPaths('/reset-password/a-link')).toEqual([]);
    expect(pageApiPaths('/signup')).toEqual([]);
    expect(pageApiPaths('/donations')).toEqual(['/config']);
    expect(pageApiPaths('/donation/history')).toBeUndefined();
    expect(pageApiPaths('/admin/dashboard')).toBeUndefined();
  });

  it('renders every reset link as one of two pages, the form or not valid, without its token', async () => {
    const token = 'Ab3_'.repeat(11);
    expect(renderedPath(`/reset-password/${token}`)).toBe(
      renderedPath('/reset-password/' + 'x'.repeat(40)),
    );
    expect(renderedPath('/reset-password/cut-short')).toBe(renderedPath('/reset-password/x'));
    expect(renderedPath('/about')).toBe('/about');

    const form = await render(renderedPath(`/reset-password/${token}`));
    expect(form.title).toBe(`Reset Password · ${SETTINGS.siteName}`);
    expect(form.root).toContain('data-control="reset-password-form"');
    expect(form.root).not.toContain(token);
    const notValid = await render(renderedPath('/reset-password/cut-short'));
    expect(notValid.root).toContain('This reset link is not valid.');
    expect(notValid.root).not.toContain('data-control="reset-password-form"');
  });

  it('renders the login page with its button off until script can send it', async () => {
    const page = await render('/login', [undefined]);
    expect(page.title).toBe(`Login · ${SETTINGS.siteName}`);
    expect(page.root).toContain('data-control="login-form"');
    expect(page.root).toMatch(
      /<button[^>]*disabled=""[^>]*type="submit"|<button[^>]*type="submit"[^>]*disabled=""/,
    );
  });

  it('renders the sign-up with its later steps hidden, for the script to show', async () => {
    const page = await render('/signup');
    expect(page.title).toBe(`Sign Up · ${SETTINGS.siteName}`);
    for (const form of ['signup-details-form', 'signup-code-form', 'signup-password-form']) {
      expect(page.root).toContain(`data-control="${form}"`);
    }
    expect(page.root).toMatch(/<div[^>]*hidden=""[^>]*data-signup-step="2"/);
    expect(page.root).toMatch(/<div[^>]*hidden=""[^>]*data-signup-step="3"/);
    expect(page.root).toMatch(/<button[^>]*hidden=""[^>]*data-control="change-email"/);
  });

  it("renders the donation form with the hints of the site's receipts", async () => {
    const page = await render('/donations', [{ ...CONFIG, taxReceipts: true }]);
    expect(page.title).toBe(`Donate · ${SETTINGS.siteName}`);
    expect(page.root).toContain('data-control="donation-form"');
    expect(page.root).toContain('Needed for a tax deduction under section 80G.');
    expect(page.root).not.toContain('See your donation history');
  });

  it("renders an event's own page, with Register, Share, a map link and its preview", async () => {
    const id = EVENT_PAGE_ID;
    expect(pageApiPaths(`/events/${id}`)).toEqual([`/events/${id}`]);
    expect(pageApiPaths('/events/not-an-id')).toBeUndefined();
    const page = await render(`/events/${id}`, [eventPageAnswer()]);
    expect(page.title).toContain('Inter-hostel Cricket');
    expect(page.root).toContain('<h1');
    expect(page.root).toContain('15 Jan 2999, 6:30 pm');
    expect(page.root).toContain(
      'https://www.google.com/maps/search/?api=1&amp;query=Hostel%20ground',
    );
    expect(page.root).toContain('data-control="share"');
    expect(page.root).toContain('Register • ₹1,500');
    expect(page.preview).toEqual({
      title: 'Inter-hostel Cricket',
      description: '15 Jan 2999, 6:30 pm · Hostel ground. Six overs a side.',
      image: 'https://hostel.example/art/card-sports.webp',
      url: `https://hostel.example/events/${id}`,
    });
  });

  it("renders an event's own page in the visitor's language, its values in Indian style", async () => {
    const page = await renderPage(
      new URL(`/events/${EVENT_PAGE_ID}`, 'http://localhost'),
      { ...SETTINGS, language: 'mr' },
      [eventPageAnswer({ maxParticipants: 1200 })],
    );
    expect(page.title).toContain('Inter-hostel Cricket');
    expect(page.root).toContain('नोंदणी करा • ₹1,500');
    expect(page.root).toContain('1,200 जागा शिल्लक');
    expect(page.root).toContain('data-copied="लिंक कॉपी झाली.');
    // A link shared from the Marathi page says when in Marathi too (its Open Graph description).
    const when = formatIn('mr').eventWhen('2999-01-15T13:00:00.000Z', SETTINGS.timeZone);
    expect(when).not.toContain('Jan');
    expect(page.preview?.description).toBe(`${when} · Hostel ground. Six overs a side.`);
    for (const english of ['Register', 'places left', '>Share<', 'Date:', 'Max participants']) {
      expect(page.root, english).not.toContain(english);
    }
  });

  it('lists sports first under the sports heading, though a festival comes sooner', async () => {
    const workshop = {
      ...EVENT,
      _id: 'event-2',
      name: 'Dhol-Tasha Workshop',
      category: 'festival',
      date: '2998-06-01',
      deadline: '2998-05-30',
    };
    const page = await render('/', [[workshop, EVENT]]);
    expect(page.root.indexOf('Inter-hostel Cricket')).toBeGreaterThan(-1);
    expect(page.root.indexOf('Inter-hostel Cricket')).toBeLessThan(
      page.root.indexOf('Dhol-Tasha Workshop'),
    );
  });

  it('renders the landing page with the site name escaped, its styles and no script', async () => {
    const page = await render('/', [[EVENT, { name: 'Not an event' }]]);
    expect(page.title).toBe(SETTINGS.siteName);
    expect(page.root).toContain('Welcome to Sunrise &lt;Hostel&gt; &amp; Friends');
    expect(page.root).toContain('Hostel Sports Upcoming Events');
    expect(page.root).toContain('Inter-hostel Cricket');
    expect(page.root).toContain('Register • ₹1,500');
    expect(page.root).not.toMatch(/<script/i);
    expect(page.head).toMatch(/^<style data-emotion="css-global [\w-]+">/);
    expect(page.head).toContain('<style data-emotion="css ');
    // Every class in the markup has its rules in the head.
    for (const [, id] of page.root.matchAll(/\bcss-([\w-]+)/g)) {
      // css-0 is emotion's class for an empty style.
      if (id !== '0') expect(page.head).toContain(`.css-${id}`);
    }
    // The events go along as fresh as the page: the browser does not ask for them again.
    const state = parseState(page.state);
    expect(state.queries).toEqual([
      expect.objectContaining({
        queryKey: ['events', 'upcoming'],
        state: expect.objectContaining({ data: [EVENT], dataUpdatedAt: expect.any(Number) }),
      }),
    ]);
    const [events] = state.queries as Array<{ state: { dataUpdatedAt: number } }>;
    expect(Date.now() - (events?.state.dataUpdatedAt ?? 0)).toBeLessThan(60_000);
  });

  it('renders the landing page without events when they could not be read', async () => {
    const page = await render('/', [undefined]);
    expect(page.root).toContain('aria-busy="true"');
    expect(parseState(page.state).queries).toEqual([]);
  });

  it('renders the landing page with the empty message when there are no upcoming events', async () => {
    const page = await render('/', [[]]);
    expect(page.root).toContain('No upcoming events available at the moment.');
    expect(page.root).not.toContain('<article');
  });

  it('renders /history with its title', async () => {
    const page = await render('/history');
    expect(page.title).toBe(`Our Legacy · ${SETTINGS.siteName}`);
    expect(page.root).toContain('How it all began');
  });

  it('renders /se, /gc and /ac with their titles', async () => {
    expect((await render('/se')).title).toBe(`Sports Events · ${SETTINGS.siteName}`);
    expect((await render('/gc')).title).toBe(`Ganesh Chaturthi · ${SETTINGS.siteName}`);
    expect((await render('/ac')).title).toBe(`Alumnus Connect · ${SETTINGS.siteName}`);
  });

  it('renders /about with its content cleaned again, and the answers for the browser', async () => {
    const content = HOSTILE_ABOUT_HTML;
    const page = await render('/about', [{ content, images: [] }, SECTIONS]);

    expect(page.title).toBe(`About Us · ${SETTINGS.siteName}`);
    expect(page.root).toContain('<h2>Our story</h2>');
    expect(page.root).toContain('<p>Safe <strong>text</strong> and a link</p>');
    expect(page.root).toContain(
      '<p>Write to <a href="mailto:office@hostel.example" rel="noopener noreferrer">the office</a> or open this</p>',
    );
    expect(page.root).toContain(`<img src="/api${OWN_IMAGE_PATH}" alt="ours" />`);
    expect(page.root).toContain('Shri. A. Patil');
    expect(page.root).not.toMatch(
      /<script|onerror|onclick|style="color|javascript:|data:|target=|<iframe|insecure|alt="bad"/,
    );

    // The answers go along as JSON that cannot end its script element.
    expect(page.state).toMatch(/^<script type="application\/json" id="page-state">/);
    expect(page.state.slice(0, -'</script>'.length).replace(/^<script[^>]*>/, '')).not.toContain(
      '<',
    );
    const state = parseState(page.state);
    expect(state.queries.map((query) => query.queryKey)).toEqual([
      ['about', 'en'],
      ['about-sections'],
    ]);
    expect(state.queries[0]?.state).toMatchObject({ data: { content } });
  });

  it('renders the community pages in Hindi and Marathi, with no English text of their own', async () => {
    const inLanguage = (path: string, language: 'hi' | 'mr') =>
      renderPage(new URL(path, 'http://localhost'), { ...SETTINGS, language }, []);
    const history = await inLanguage('/history', 'mr');
    expect(history.title).toBe(`आमचा वारसा · ${SETTINGS.siteName}`);
    expect(history.root).toContain('सुरुवात कशी झाली');
    expect(history.root).not.toContain('How it all began');
    const ganesh = await inLanguage('/gc', 'hi');
    expect(ganesh.root).toContain('उत्सव के वीडियो');
    expect(ganesh.root).toContain('aria-label="वीडियो चलाएँ: पंडाल में संध्या आरती"');
    expect(ganesh.root).not.toMatch(/Festival videos|Play video|slideshow|picture/);
    // The gallery's controls, and the words the visitor script shows when Pause is pressed.
    expect(ganesh.root).toMatch(/data-play="स्लाइड शो चलाएँ" data-pause="स्लाइड शो रोकें"/);
    expect(ganesh.root).toContain('aria-label="पिछली फ़ोटो"');
    expect(ganesh.root).toMatch(/aria-label="\d+ में से 1"/);
    const alumni = (await inLanguage('/ac', 'mr')).root;
    expect(alumni).toMatch(/aria-label="\d+ पैकी 1"/);
    expect(alumni).not.toMatch(/slideshow|picture/);
    expect((await inLanguage('/se', 'hi')).root).toContain('हम क्या खेलते हैं');
    expect((await inLanguage('/ac', 'mr')).root).toContain('जोडलेले राहण्याचे मार्ग');
  });

  it('renders /about in Marathi: its frame, the sections named as given, the text as the API gave it', async () => {
    const page = await renderPage(
      new URL('/about', 'http://localhost'),
      { ...SETTINGS, language: 'mr' },
      [
        { content: '<p>English only</p>', images: [], language: 'en' },
        [
          ...SECTIONS,
          {
            ...SECTIONS[0],
            sectionType: 'committee',
            title: 'Our Trustees',
            members: [{ name: 'Asha', role: '', description: '', image: OWN_IMAGE_PATH }],
          },
        ],
      ],
    );
    expect(page.title).toBe(`आमच्याविषयी · ${SETTINGS.siteName}`);
    expect(page.root).toContain('>अध्यक्ष</h2>');
    // A heading the committee wrote itself stays as written.
    expect(page.root).toContain('>Our Trustees</h2>');
    // The committee's English text, on a Marathi page, says it is English.
    expect(page.root).toMatch(/<div [^>]*lang="en"><p>English only<\/p>/);
    expect(page.root).toContain('alt="Asha यांचे छायाचित्र"');
    expect(parseState(page.state).queries[0]?.queryKey).toEqual(['about', 'mr']);
  });

  it('renders a page again when its content changes', async () => {
    const first = await render('/about', [{ content: '<p>First</p>', images: [] }, SECTIONS]);
    const second = await render('/about', [{ content: '<p>Second</p>', images: [] }, SECTIONS]);
    expect(first.root).toContain('<p>First</p>');
    expect(second.root).toContain('<p>Second</p>');
  });

  it('leaves /about to the browser when its content could not be read', async () => {
    const page = await render('/about', [undefined, undefined]);
    expect(page.root).toContain('Loading the About page');
    expect(parseState(page.state).queries).toEqual([]);
  });

  it("renders a member's donation history in the member's language, amounts and dates too", async () => {
    const member = { role: 'user', sub: 'm1', id: 'm1', name: 'Kavya', email: 'kavya@example.com' };
    const donation = {
      _id: 'd1',
      name: 'Kavya',
      email: 'kavya@example.com',
      phone: '9822000000',
      amount: 125000,
      razorpay_payment_id: 'pay_1',
      razorpay_order_id: 'order_1',
      receiptNumber: 'D/2026-27/0001',
      receiptUrl: '/api/receipts/1',
      createdAt: '2026-11-20T06:00:00.000Z',
    };
    const url = new URL('/donation/history', 'http://localhost');
    const pageIn = async (language: 'en' | 'hi' | 'mr') =>
      (await renderMemberPage(url, { ...SETTINGS, language }, member, [[donation]]))?.root ?? '';

    const english = await pageIn('en');
    expect(english).toContain('Donation History');
    expect(english).toContain('1 donation, ₹1,25,000 in all. Thank you!');
    expect(english).toContain('20 Nov 2026');

    const hindi = await pageIn('hi');
    expect(hindi).toContain('दान का इतिहास');
    expect(hindi).toContain('1 दान, कुल ₹1,25,000। धन्यवाद!');
    expect(hindi).toContain('रसीद डाउनलोड करें');
    expect(hindi).not.toMatch(/Donation History|Download receipt|Payment ID|Thank you| Nov /);

    const marathi = await pageIn('mr');
    expect(marathi).toContain('देणगीचा इतिहास');
    expect(marathi).toContain('1 देणगी, एकूण ₹1,25,000. धन्यवाद!');
    expect(marathi).not.toMatch(/Donation History|Download receipt|Payment ID|Thank you| Nov /);
  });
});

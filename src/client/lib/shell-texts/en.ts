/**
 * The shared shell's texts in English: header, drawer, footer and the landing page (decision
 * record 24). The keys are the catalogue: hi.ts and mr.ts must have each of them (the type and
 * shell-texts.test.ts say so). `{site}` stands for the site's name.
 */
export const SHELL_TEXTS_EN = {
  nav: {
    home: 'Home',
    about: 'About',
    contact: 'Contact',
    events: 'Events',
    admin: 'Admin',
    login: 'LOGIN / SIGNUP',
    donate: 'Donate',
    sports: 'Sports',
    ganeshChaturthi: 'Ganesh Chaturthi',
    alumni: 'Alumni',
    history: 'History',
    profile: 'Profile',
    registeredEvents: 'Registered Events',
    donationHistory: 'Donation History',
    yourData: 'Your data',
    signOutEverywhere: 'Sign out everywhere',
    terms: 'Terms and Conditions',
    privacy: 'Privacy Policy',
    refund: 'Refund Policy',
  },
  drawer: {
    account: 'Your account',
    title: 'Menu',
    close: 'Close menu',
    navigation: 'Main menu',
  },
  header: {
    main: 'Main',
    openMenu: 'Open menu',
    language: 'Language',
  },
  footer: {
    policies: 'Policies',
    support: 'Support',
    rights: 'All rights reserved.',
  },
  support: {
    title: 'Support',
    loading: 'Loading the support contact…',
    failed: 'The support contact could not be loaded just now. Please try again in a little while.',
    intro: 'For help with events, registrations or hostel matters, please get in touch with:',
    close: 'Close',
  },
  landing: {
    tagline: 'A home for students for over 100 years',
    welcome: 'Welcome to {site}',
    intro:
      'Students from villages and towns across the state have found a room, a warm meal and lifelong friends here. Come for the festivals, the cricket and the late-night study sessions; stay for the family.',
    learnMore: 'Learn More',
    upcomingHeading: 'Hostel Sports Upcoming Events',
    upcomingEmpty:
      'New matches and tournaments are announced here first, so do look in again soon.',
    exploreHeading: 'Life beyond the classroom',
    sportsTitle: 'Sports Events',
    sportsText:
      'Cricket under the evening sun, kabaddi in the courtyard and a sports week the whole hostel waits for.',
    ganeshTitle: 'Ganesh Chaturthi',
    ganeshText:
      'Ten days of aarti, marigolds, dhol-tasha and prasad: our biggest festival of the year.',
    alumniTitle: 'Alumnus Connect',
    alumniText:
      'Former residents who mentor, sponsor scholarships and still come home every December.',
    galleryHeading: 'Moments from hostel life',
  },
} as const;

/** The shape every language's shell texts have: the same keys, each a string. */
export type ShellTexts = {
  readonly [Group in keyof typeof SHELL_TEXTS_EN]: {
    readonly [Key in keyof (typeof SHELL_TEXTS_EN)[Group]]: string;
  };
};

export type NavText = keyof ShellTexts['nav'];

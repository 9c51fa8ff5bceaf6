import type { CatalogueOf } from '../page-texts/chunk';

/**
 * The events' texts in English: the event cards, an event's page, the events list, Get
 * Involved and the calendar subscription (decision record 24). A catalogue of its own
 * (`useEventTexts`), loaded with the events' code. `{name}` stands for a value (`fill`); a
 * counted text has a `One` and an `Other` form (`countText`).
 */
export const EVENT_TEXTS_EN = {
  card: {
    feeBanner: 'Registration Fee',
    feeBannerFrom: 'Registration Fee (from)',
    feeFrom: '{fee} (from)',
    free: 'Free',
    date: 'Date',
    toBeAnnounced: 'To be announced',
    registerBy: 'Register by',
    location: 'Location',
    teamSize: 'Team size',
    teamsOf: 'Teams of {min}',
    teamsOfRange: 'Teams of {min} to {max}',
    maxParticipants: 'Max participants',
    prizes: 'Prizes',
    individualFee: 'Individual fee',
    teamFee: 'Team fee',
    organizer: 'Organizer',
    contact: 'Contact',
    notes: 'Notes',
    details: 'Details',
    full: 'Full',
    fullJoin: 'Full: join the waiting list',
    placesLeftOne: '{count} place left',
    placesLeftOther: '{count} places left',
    awaitingPayment: 'Awaiting payment',
    waitlisted: 'On the waiting list',
    registered: 'You are registered',
    seeRegistration: 'See your registration',
    seeRegistrationFor: 'See your registration for {name}',
    joinWaitlist: 'Join the waiting list',
    register: 'Register',
    registerFee: 'Register • {fee}',
    closed: 'Registration closed',
    closedCompleted: 'This event is over.',
    closedDeadline: 'The deadline has passed.',
    closedFull: 'This event is full.',
  },
  page: {
    title: 'Event',
    notFound: 'Event not found',
    notFoundText: 'This event does not exist or has been removed. See what is coming up instead.',
    home: 'Go to Home',
    share: 'Share',
    linkCopied: 'Link copied. Paste it to share the event.',
    linkNotCopied: 'The link could not be copied: copy it from the address bar.',
  },
  list: {
    title: 'Upcoming Events',
    intro:
      'Pick an event and register on your own or with your team. Free events are confirmed at once.',
    empty: 'No upcoming events available at the moment.',
    emptyDetail: 'New matches and tournaments are announced here first, so do look in again soon.',
    myRegistrations: 'My Registered Events',
    showAll: 'Show all {count} events',
    showFewer: 'Show fewer events',
  },
  calendar: {
    heading: 'Add all events to your calendar',
    webcal: 'Calendar app (webcal)',
    google: 'Google Calendar',
    hint: 'It stays up to date as events are added, moved or cancelled.',
  },
  involved: {
    title: 'Get Involved Today',
    intro:
      'Play, cheer, volunteer or give: there is a place for every member in the life of the hostel.',
    eventsTitle: 'Events',
    eventsText:
      'Cricket, kabaddi, quizzes and the sports week: see what is coming up and register on your own or with your team.',
    eventsAction: 'Explore Events',
    ganeshTitle: 'Ganesh Chathurthi',
    ganeshText:
      'Help us welcome Bappa: your gift pays for the pandal, the lamps and prasad for every resident and guest.',
    ganeshAction: 'Donate Now',
  },
} as const;

/** The shape every language's event texts have: the same keys, each a string. */
export type EventTexts = CatalogueOf<typeof EVENT_TEXTS_EN>;

/**
 * The pages' own texts in English (decision record 24): the public pages, the account forms,
 * the donation form and the gate. The keys are the catalogue: hi.ts and mr.ts must have each of
 * them (the type and page-texts.test.ts say so). `{name}` stands for a value (`fill`); a counted
 * text has a `One` and an `Other` form (`countText`, by the language's plural rules).
 */
export const PAGE_TEXTS_EN = {
  common: {
    networkError: 'Could not reach the server. Check your connection and try again.',
    somethingWrong: 'Something went wrong. Please try again.',
    close: 'Close',
  },
  notFound: {
    title: 'Page not found',
    text: 'We couldn’t find that page. It may have moved, or the link may be mistyped.',
    home: 'Go to the home page',
  },
  routeError: {
    title: 'Something went wrong',
    text: 'This page could not be shown. Please check your connection and reload the page.',
    reload: 'Reload page',
  },
  timeout: {
    title: 'Your session is about to end',
    text: 'For your safety we log you out after {minutes} minutes without activity. Stay signed in to carry on; anything you have typed is kept.',
    timeLeft: 'Time left: {time}',
    failed: 'We could not reach the server. Check your connection and try again.',
    logOut: 'Log out',
    stay: 'Stay signed in',
  },
  gate: {
    pageTitle: 'Gate',
    title: 'Gate check-in',
    openLink: 'Open the gate link the committee gave you. It works only for its event.',
    offlineReady: 'This page works offline on this phone.',
    offlinePreparing: 'Preparing this page for offline use…',
    closed: 'This gate is closed',
    namesDeleted: 'The list of names has been deleted from this phone.',
    passExpired: 'This gate pass has expired. Ask the committee for a new link.',
    nameHidden: 'Name hidden',
    status: 'Gate status',
    online: 'Online',
    offline: 'Offline',
    listNotLoaded: 'List not loaded yet',
    listJustNow: 'List updated just now',
    listMinutesOne: 'List updated {count} minute ago',
    listMinutesOther: 'List updated {count} minutes ago',
    scansWaitingOne: '{count} scan waiting to be sent',
    scansWaitingOther: '{count} scans waiting to be sent',
    checking: 'Checking…',
    loadingList: 'Loading the list of tickets…',
    noList: 'No list of tickets on this phone yet: connect once to load it.',
    ticketCode: 'Ticket code',
    ticketCodeHelp: 'Type it, or use a barcode scanner: Enter checks it.',
    check: 'Check',
    cameraView: "Camera view: hold the ticket's QR code in front of it",
    cameraFailed:
      'The camera could not be started. Allow this site to use the camera, or find the person by name below.',
    startCamera: 'Start the camera',
    stopCamera: 'Stop the camera',
    light: 'Light',
    findPerson: 'Find a person',
    search: 'Name, phone or student id',
    peopleIn: '{in} of {size} in',
    checkInPerson: 'Check in {name}',
    checkIn: 'Check in',
    noMatch: 'Nobody on the list matches.',
    headcount: 'Headcount',
    headcountIn: '{in} of {expected} in',
    headcountWaiting: '{in} of {expected} in ({waiting} not yet sent)',
    noGateNamed: 'No gate named',
    thisGateWaiting: 'This gate, not yet sent: {count} scans',
    gate: 'Gate',
    gateHelp: 'Kept on this phone and shown beside each check-in.',
    hideNames: 'Hide names (for a gate in public view)',
    undoMinute: 'An admission can be undone for a minute.',
    answer: 'Answer',
    ready: 'Ready: scan a ticket',
    notAdmitted: 'Not admitted',
    teamWho: 'Team of {size}: who arrived?',
    undone: 'Admission undone',
    admittedOffline: 'Admitted offline, will sync',
    admitted: 'Admitted',
    teamOf: 'team of {size}',
    admittedNow: '{count} of {size} admitted now',
    personIn: '{person} (in)',
    personInAt: '{person} (in at {time})',
    admit: 'Admit {count} of {size}',
    undo: 'Undo',
    // The refusals the gate decides on the phone, word for word as the server's GATE_MESSAGES and
    // ROSTER_STATUS_REFUSALS (page-texts.test.ts holds them equal; not imported, as they bring zod).
    notOnRoster:
      "This ticket is not on this event's list: it is another event's ticket, or not one of ours.",
    noCode: 'This is not one of our tickets. Check the code, or find the person by name.',
    otherDay:
      'This ticket is for {event} on {date}. It admits only on that day, from 6 hours before the start.',
    already: 'Already in.',
    alreadyAt: 'Already in (at {time}).',
    awaitingPayment: 'This registration is not paid yet, so the ticket is not valid.',
    waitlisted: 'This person is on the waiting list, not registered.',
    cancelled: 'This registration was cancelled, so the ticket is not valid.',
    expired: 'This registration expired unpaid, so the ticket is not valid.',
    refunded: 'This registration was refunded in full and cancelled, so the ticket is not valid.',
  },
} as const;

/** The shape every language's page texts have: the same keys, each a string. */
export type PageTexts = {
  readonly [Group in keyof typeof PAGE_TEXTS_EN]: {
    readonly [Key in keyof (typeof PAGE_TEXTS_EN)[Group]]: string;
  };
};

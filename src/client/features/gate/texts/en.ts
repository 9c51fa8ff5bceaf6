import type { CatalogueShape } from '@/client/lib/page-texts/fill';

/**
 * The gate's texts in English (decision record 24): a chunk of their own, so the gate's first
 * script carries no other page's words. Its refusals are the server's English word for word.
 */
export const GATE_TEXTS_EN = {
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

export type GateTexts = CatalogueShape<typeof GATE_TEXTS_EN>;

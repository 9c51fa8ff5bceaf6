import type { RegistrationType } from '@/domain/constants';
import type { TeamMember } from '../db/schema';
import { REGISTRATION_MESSAGES } from '../modules/registrations/service';
import { callApi, type ApiCall } from './http-client';
import type { SmtpListener } from './smtp-listener';

/**
 * A write load against a running server, as members and admins make it: sign-ups with the
 * e-mailed code, logins, registrations alone and in teams, contact queries, event creation
 * and edits, registration edits. Every write the server answers with 2xx goes into the ledger,
 * which the durability check later compares with what the database holds.
 */

export const MEMBER_PASSWORD = 'durable-member-2026';

interface LedgerRegistration {
  eventId: string;
  email: string;
  registrationType: RegistrationType;
  teamMembers: TeamMember[];
}

/** An admin's edit of a registration: records the payment, changes the contact (and team). */
interface LedgerRegistrationEdit {
  contact: string;
  teamMembers?: TeamMember[];
  /** False while unanswered: after a kill the row may hold the edit or not. */
  acknowledged: boolean;
}

/** What the server acknowledged (answered 2xx), and what it was still working on at the kill. */
export interface WriteLedger {
  /** Sign-ups whose code was sent (step 1), by e-mail, with the name given. */
  signupsStarted: Map<string, string>;
  /** Sign-ups whose code was accepted (step 2). */
  signupsVerified: Set<string>;
  /** Accounts created (step 3), by e-mail, with the name. */
  accounts: Map<string, string>;
  registrations: Map<string, LedgerRegistration>;
  registrationEdits: Map<string, LedgerRegistrationEdit>;
  queries: Set<string>;
  events: Map<string, { name: string }>;
  /** Event edits, by event id: the last acknowledged version and one still unanswered. */
  eventEdits: Map<string, { acknowledged: number; unanswered?: number }>;
  /** Registrations refused because the event was full (409 with its message). */
  refusedFull: number;
}

export const WRITE_KINDS = [
  'sign-up code sent',
  'sign-up code verified',
  'account created',
  'registration',
  'registration edit',
  'contact query',
  'event created',
  'event edit',
] as const;
type WriteKind = (typeof WRITE_KINDS)[number];

export interface LoadOptions {
  url: string;
  smtp: SmtpListener;
  admin: { username: string; password: string };
  /** Members signing up and registering at the same time. */
  memberWorkers: number;
  /** The kill comes once this many writes were answered, and every kind at least twice. */
  killAfterWrites: number;
  /** Kills the server; called once, while other requests are in flight. */
  kill(): Promise<unknown>;
  /** Makes e-mails and names unique to this run. */
  runId: string;
}

export interface LoadResult {
  ledger: WriteLedger;
  answered: Record<WriteKind, number>;
  /** Requests sent but not answered when the server was killed. */
  inFlightAtKill: number;
  /** Answers no request of the load should get (such as a 500), with what was asked. */
  unexpected: string[];
  /** From the first request to the kill. */
  loadMs: number;
}

/** Ends a worker: the server was killed, or answered something the load did not expect. */
class WorkerStopped extends Error {}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** The events members register for: a small free one, a paid team one and an open paid one. */
function loadEvents(runId: string) {
  const base = {
    date: inDays(30),
    deadline: inDays(29),
    location: 'Hostel grounds',
    organizer: 'Sports committee',
    contactInfo: 'sports@hostel.example',
  };
  return {
    quiz: {
      ...base,
      name: `Quiz Night ${runId}`,
      maxParticipants: 3,
      allowedRegistrationTypes: ['individual'],
    },
    cricket: {
      ...base,
      name: `Box Cricket Cup ${runId}`,
      maxParticipants: 2,
      allowedRegistrationTypes: ['team'],
      amountTeam: 500,
    },
    openDay: {
      ...base,
      name: `Open Day ${runId}`,
      maxParticipants: 0,
      allowedRegistrationTypes: ['individual', 'team'],
      amountIndividual: 50,
    },
  };
}
type LoadEventKey = keyof ReturnType<typeof loadEvents>;

const editedDescription = (version: number) =>
  `Edited during the durability run, version ${version}.`;

/** The version an event edit of the load wrote into the description; 0 before any edit. */
export const eventEditVersion = (description: string) =>
  Number(/version (\d+)\.$/.exec(description)?.[1] ?? 0);

export async function runWriteLoad(options: LoadOptions): Promise<LoadResult> {
  const ledger: WriteLedger = {
    signupsStarted: new Map(),
    signupsVerified: new Set(),
    accounts: new Map(),
    registrations: new Map(),
    registrationEdits: new Map(),
    queries: new Set(),
    events: new Map(),
    eventEdits: new Map(),
    refusedFull: 0,
  };
  const answered = Object.fromEntries(WRITE_KINDS.map((kind) => [kind, 0])) as Record<
    WriteKind,
    number
  >;
  const unexpected: string[] = [];
  let inFlight = 0;
  let inFlightAtKill = 0;
  let killing: Promise<unknown> | undefined;
  const started = Date.now();
  let loadMs = 0;

  const stopped = () => killing !== undefined;
  function killNow() {
    if (killing) return;
    inFlightAtKill = inFlight;
    loadMs = Date.now() - started;
    killing = options.kill();
  }

  /** Counts an acknowledged write; the one that reaches the threshold triggers the kill. */
  function acknowledge(kind: WriteKind) {
    answered[kind]++;
    const total = Object.values(answered).reduce((sum, n) => sum + n, 0);
    if (total >= options.killAfterWrites && Object.values(answered).every((n) => n >= 2)) {
      killNow();
    }
  }

  function giveUp(problem: string): never {
    unexpected.push(problem);
    // The run cannot reach its kill point as planned: kill now, and let the report show why.
    killNow();
    throw new WorkerStopped();
  }

  async function call(method: string, path: string, request: ApiCall = {}) {
    if (stopped()) throw new WorkerStopped();
    inFlight++;
    try {
      return await callApi(options.url, method, path, request);
    } catch (error) {
      if (stopped()) throw new WorkerStopped();
      return giveUp(`${method} ${path} failed: ${String(error)}`);
    } finally {
      inFlight--;
    }
  }

  async function expectStatus(status: number, method: string, path: string, request?: ApiCall) {
    const answer = await call(method, path, request);
    if (answer.status !== status) {
      giveUp(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    }
    return answer.body;
  }

  const adminToken = String(
    (await expectStatus(200, 'POST', '/admins/login', { body: options.admin })).token,
  );
  const asAdmin = (body: unknown) => ({ body, token: adminToken });

  async function createEvent(input: { name: string }) {
    const answer = await expectStatus(201, 'POST', '/events', asAdmin(input));
    const id = String((answer.event as { _id: string })._id);
    ledger.events.set(id, { name: input.name });
    acknowledge('event created');
    return id;
  }

  const inputs = loadEvents(options.runId);
  const eventIds: Record<LoadEventKey, string> = {
    quiz: await createEvent(inputs.quiz),
    cricket: await createEvent(inputs.cricket),
    openDay: await createEvent(inputs.openDay),
  };

  async function register(
    member: { name: string; email: string; token: string },
    eventId: string,
    registrationType: RegistrationType,
    teamMembers: TeamMember[] = [],
  ) {
    const body = {
      name: member.name,
      email: member.email,
      contact: '+91 98765 43210',
      hostel: 'Tilak Hostel',
      hostelAddress: 'Room 12, Shivaji Nagar',
      gender: 'F',
      event: eventId,
      registrationType,
      teamMembers,
    };
    const answer = await call('POST', '/users/register', { body, token: member.token });
    if (answer.status === 201) {
      const id = String((answer.body.registration as { _id: string })._id);
      ledger.registrations.set(id, { eventId, email: member.email, registrationType, teamMembers });
      acknowledge('registration');
    } else if (answer.status === 409 && answer.body.message === REGISTRATION_MESSAGES.full) {
      ledger.refusedFull++;
    } else {
      giveUp(`registration answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    }
  }

  let membersStarted = 0;
  async function memberWorker() {
    while (!stopped()) {
      const n = ++membersStarted;
      const email = `member-${n}-${options.runId}@durability.example`;
      const name = `Member ${n}`;
      await expectStatus(200, 'POST', '/user/signup', { body: { name, email } });
      ledger.signupsStarted.set(email, name);
      acknowledge('sign-up code sent');

      const mail = await options.smtp.waitForMail(email, (m) => /sign-up code/i.test(m.subject));
      const otp = /\b(\d{6})\b/.exec(mail.text)?.[1];
      const { signupTicket } = await expectStatus(200, 'POST', '/user/verify-otp', {
        body: { email, otp },
      });
      ledger.signupsVerified.add(email);
      acknowledge('sign-up code verified');

      const password = MEMBER_PASSWORD;
      await expectStatus(201, 'POST', '/user/set-password', {
        body: { email, password, signupTicket },
      });
      ledger.accounts.set(email, name);
      acknowledge('account created');

      const login = await expectStatus(200, 'POST', '/user/login', { body: { email, password } });
      const member = { name, email, token: String(login.token) };
      await register(member, eventIds.quiz, 'individual');
      const team = Array.from({ length: 1 + (n % 3) }, (_, i) => ({
        name: `Teammate ${n}.${i + 1}`,
        email: `mate-${n}-${i + 1}-${options.runId}@durability.example`,
        contact: '+91 91234 56789',
      }));
      await register(member, eventIds.cricket, 'team', team);
      await register(member, eventIds.openDay, 'individual');
    }
  }

  /** Visitors and admins write now and then; without pauses they would be most of the load. */
  const pause = () => new Promise((resolve) => setTimeout(resolve, 100));

  async function contactWorker() {
    for (let n = 1; !stopped(); n++) {
      const message = `Durability query ${n} of run ${options.runId}: is the mess open on Sunday?`;
      const body = {
        name: 'Visiting parent',
        email: `parent-${options.runId}@example.com`,
        message,
      };
      await expectStatus(201, 'POST', '/queries', { body });
      ledger.queries.add(message);
      acknowledge('contact query');
      await pause();
    }
  }

  async function editEvent(key: LoadEventKey) {
    const id = eventIds[key];
    const edit = ledger.eventEdits.get(id) ?? { acknowledged: 0 };
    ledger.eventEdits.set(id, edit);
    const version = edit.acknowledged + 1;
    edit.unanswered = version;
    const body = { ...inputs[key], description: editedDescription(version) };
    await expectStatus(200, 'PUT', `/events/${id}`, asAdmin(body));
    edit.acknowledged = version;
    edit.unanswered = undefined;
    acknowledge('event edit');
  }

  async function editRegistration(n: number) {
    const target = [...ledger.registrations].find(
      ([id, registration]) =>
        !ledger.registrationEdits.has(id) && registration.eventId !== eventIds.quiz,
    );
    if (!target) return;
    const [id, registration] = target;
    const contact = `+91 90000 ${String(10_000 + n).slice(-5)}`;
    const teamMembers =
      registration.registrationType === 'team'
        ? [{ name: `Substitute ${n}`, email: `sub-${n}-${options.runId}@example.com`, contact }]
        : undefined;
    const edit: LedgerRegistrationEdit = { contact, teamMembers, acknowledged: false };
    ledger.registrationEdits.set(id, edit);
    const body = {
      paymentStatus: 'Success',
      reason: 'Paid in cash at the office',
      contact,
      ...(teamMembers && { teamMembers }),
    };
    await expectStatus(200, 'PUT', `/admins/registration/${id}`, asAdmin(body));
    edit.acknowledged = true;
    acknowledge('registration edit');
  }

  async function adminWorker() {
    const keys = Object.keys(inputs) as LoadEventKey[];
    for (let n = 1; !stopped(); n++) {
      await editEvent(keys[n % keys.length] ?? 'quiz');
      await editRegistration(n);
      if (n % 3 === 0) {
        await createEvent({ ...inputs.quiz, name: `Film Screening ${n} ${options.runId}` });
      }
      await pause();
    }
  }

  const workers = [
    ...Array.from({ length: options.memberWorkers }, memberWorker),
    contactWorker(),
    adminWorker(),
  ];
  await Promise.all(
    workers.map((worker) =>
      worker.catch((error: unknown) => {
        if (error instanceof WorkerStopped) return;
        unexpected.push(`a worker failed: ${String(error)}`);
        killNow();
      }),
    ),
  );
  killNow();
  await killing;
  return { ledger, answered, inFlightAtKill, unexpected, loadMs };
}

import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { formatDateTime } from '@/domain/dates';
import {
  defaultPassEnd,
  GATE_MESSAGES,
  GATE_UNDO_MS,
  gateWindow,
  type gateBatchSchema,
  type GateBatchAnswer,
  type GatePass,
  type GatePassCreated,
  type gatePassInputSchema,
  type GateScanResult,
  type Headcount,
  type Roster,
  type RosterStatus,
  type ScanOutcome,
} from '@/domain/gate';
import { codeFromScan } from '@/domain/lifecycle';
import type { AppContext } from '@/server/context';
import { lockRow, queryRows, type Database } from '@/server/db/client';
import { checkIns, events, gatePasses, gateScans, people, registrations } from '@/server/db/schema';
import type { AdminActor, AuditActor, ValidGatePass } from '@/server/http/access';
import { badRequest, notFound } from '@/server/http/errors';
import { audit } from '../audit/audit';
import {
  CHECK_IN_MESSAGES,
  checkInColumns,
  refundedInFull,
  ticketRefusal,
  type Found,
} from '../checkins/service';

type PassInput = z.output<typeof gatePassInputSchema>;
type Batch = z.output<typeof gateBatchSchema>;
type Scan = Batch['scans'][number];
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Who is at the gate: a pass's holder or a committee member, for one event. */
export interface GateScope {
  eventId: string;
  pass: ValidGatePass | null;
  actor: AuditActor;
}

/** A scan's time as the gate reported it, held to the last day and never in the future. */
const SCAN_PAST_LIMIT_MS = 24 * 3_600_000;

/** The SHA-256 of a ticket code as the roster carries it (the gate hashes what it reads alike). */
export const codeHash = (code: string) => createHash('sha256').update(code).digest('base64url');

interface Entry {
  person: number;
  checkedInAt: Date;
  gate: string;
  scanId: string | null;
}

interface Decision {
  scan: Scan;
  at: Date;
  registrationId: string | null;
  outcome: ScanOutcome;
  message: string;
  admitted: number[];
  conflictGate: string | null;
  conflictAt: Date | null;
}

/**
 * Gate passes, the roster the gate page decides on, and the batches of scans it sends. Every
 * scan is decided under a lock on its registration, so batches from many gates and the online
 * check-in admit each person once; the earliest scan holds a person's check-in.
 */
export class GateService {
  constructor(private readonly context: Pick<AppContext, 'database' | 'clock' | 'config'>) {}

  private get db(): Database {
    return this.context.database.db;
  }

  private at(instant: Date | null): string {
    return formatDateTime(instant, this.context.config.timeZone) ?? '';
  }

  private async event(id: string) {
    const [event] = await this.db
      .select({ id: events.id, name: events.name, date: events.date })
      .from(events)
      .where(eq(events.id, id));
    if (!event) throw notFound('There is no such event.');
    return event;
  }

  async createPass(eventId: string, input: PassInput, actor: AdminActor): Promise<GatePassCreated> {
    const event = await this.event(eventId);
    const now = this.context.clock.now();
    const validUntil = input.validUntil
      ? new Date(input.validUntil)
      : defaultPassEnd(event.date, now, this.context.config.timeZone);
    if (validUntil <= now) throw badRequest(GATE_MESSAGES.validUntilPast);
    const secret = randomBytes(32).toString('base64url');
    const row = await this.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(gatePasses)
        .values({
          eventId,
          label: input.label,
          secretHash: createHash('sha256').update(secret).digest('base64url'),
          validUntil,
          createdBy: actor.username,
          createdAt: now,
        })
        .returning();
      if (!created) throw new Error('The gate pass was not stored.');
      await audit(tx, actor, 'gate-pass.create', { type: 'gate-pass', id: created.id }, null, {
        event: event.name,
        eventId,
        label: created.label,
        validUntil: created.validUntil,
      });
      return created;
    });
    return {
      _id: row.id,
      label: row.label,
      url: `${this.context.config.siteUrl}/gate#${secret}`,
      validUntil: row.validUntil.toISOString(),
    };
  }

  async listPasses(eventId: string): Promise<GatePass[]> {
    await this.event(eventId);
    const rows = await this.db
      .select({
        pass: gatePasses,
        scans: sql<number>`(select count(*) from gate_scans s where s.pass_id = gate_passes.id)::int`,
      })
      .from(gatePasses)
      .where(eq(gatePasses.eventId, eventId))
      .orderBy(gatePasses.createdAt);
    return rows.map(({ pass, scans }) => ({
      _id: pass.id,
      label: pass.label,
      validUntil: pass.validUntil.toISOString(),
      createdAt: pass.createdAt.toISOString(),
      createdBy: pass.createdBy,
      revokedAt: pass.revokedAt?.toISOString() ?? null,
      scans,
    }));
  }

  /** Revokes a pass at once: its next call is refused, and the gate page drops its roster. */
  async revokePass(id: string, actor: AdminActor): Promise<GatePass> {
    const now = this.context.clock.now();
    await this.db.transaction(async (tx) => {
      const before = await lockRow(tx, gatePasses, eq(gatePasses.id, id));
      if (!before) throw notFound(GATE_MESSAGES.noSuchPass);
      if (before.revokedAt) return;
      const [after] = await tx
        .update(gatePasses)
        .set({ revokedAt: now, revokedBy: actor.username })
        .where(eq(gatePasses.id, id))
        .returning();
      await audit(
        tx,
        actor,
        'gate-pass.revoke',
        { type: 'gate-pass', id },
        { label: before.label, revokedAt: null },
        { label: after?.label, revokedAt: after?.revokedAt },
      );
    });
    const [pass] = await this.db.select().from(gatePasses).where(eq(gatePasses.id, id));
    const passes = await this.listPasses(pass?.eventId ?? '');
    const found = passes.find((candidate) => candidate._id === id);
    if (!found) throw notFound(GATE_MESSAGES.noSuchPass);
    return found;
  }

  async headcount(eventId: string, db: Pick<Database, 'execute'> = this.db): Promise<Headcount> {
    const [totals] = await queryRows<{ expected: number; total: number }>(
      db as Database,
      sql`select
            coalesce(sum(1 + jsonb_array_length(r.team_members)) filter (where r.status = 'confirmed'), 0)::int as expected,
            (select count(*) from check_ins c join registrations r2 on r2.id = c.registration_id
              where r2.event_id = ${eventId})::int as total
          from registrations r where r.event_id = ${eventId}`,
    );
    const byGate = await queryRows<{ gate: string; count: number }>(
      db as Database,
      sql`select c.gate, count(*)::int as count from check_ins c
          join registrations r on r.id = c.registration_id
          where r.event_id = ${eventId} group by c.gate order by c.gate`,
    );
    return { total: totals?.total ?? 0, expected: totals?.expected ?? 0, byGate };
  }

  /** Every ticket of the event, by the SHA-256 of its code, with who of it is in already. */
  async roster(scope: GateScope): Promise<Roster> {
    const event = await this.event(scope.eventId);
    const rows = await queryRows<{
      id: string;
      ticket_code: string;
      name: string;
      contact: string;
      student_id: string;
      status: RosterStatus;
      team: string[];
      in: number[] | null;
      refunded: boolean;
    }>(
      this.db,
      sql`select registrations.id, registrations.ticket_code, registrations.name,
            registrations.contact, p.student_id, registrations.status,
            (select coalesce(jsonb_agg(m->>'name'), '[]'::jsonb)
              from jsonb_array_elements(registrations.team_members) m) as team,
            (select array_agg(c.person order by c.person) from check_ins c
              where c.registration_id = registrations.id) as in,
            ${refundedInFull} as refunded
          from registrations join people p on p.email = registrations.email
          where registrations.event_id = ${scope.eventId}
          order by registrations.name, registrations.id`,
    );
    const window = gateWindow(event.date, this.context.config.timeZone);
    return {
      event: { _id: event.id, name: event.name, date: event.date?.toISOString() ?? null },
      pass: scope.pass
        ? { label: scope.pass.label, validUntil: scope.pass.validUntil.toISOString() }
        : null,
      generatedAt: this.context.clock.now().toISOString(),
      window: window
        ? { opens: window.opens.toISOString(), closes: window.closes.toISOString() }
        : null,
      headcount: await this.headcount(scope.eventId),
      tickets: rows.map((row) => ({
        hash: codeHash(row.ticket_code),
        name: row.name,
        contact: row.contact,
        studentId: row.student_id,
        status: row.status === 'cancelled' && row.refunded ? 'refunded' : row.status,
        team: row.team,
        in: row.in ?? [],
      })),
    };
  }

  /**
   * A batch of scans from a gate. Each scan id is decided once: sent again, it is answered as it
   * was. A person already let in by an earlier scan makes this one a conflict; a scan made
   * earlier than the one holding the check-in takes it over, and that one becomes the conflict.
   */
  async scans(scope: GateScope, batch: Batch): Promise<GateBatchAnswer> {
    await this.event(scope.eventId);
    const now = this.context.clock.now();
    const zone = this.context.config.timeZone;
    const by = scope.pass ? `Gate pass ${scope.pass.label}` : scope.actor.username;
    // A person found by name comes as the roster's hash of their ticket: back to its code.
    const hashed = batch.scans.some((scan) => scan.ticket && !scan.code);
    const codeOfHash = new Map<string, string>();
    if (hashed) {
      const rows = await this.db
        .select({ code: registrations.ticketCode })
        .from(registrations)
        .where(eq(registrations.eventId, scope.eventId));
      for (const row of rows) codeOfHash.set(codeHash(row.code), row.code);
    }
    const codeOf = (scan: Scan) =>
      codeFromScan(scan.code ?? codeOfHash.get(scan.ticket ?? '') ?? '');
    const codes = [...new Set(batch.scans.map(codeOf).filter((code) => code !== undefined))];
    const found: Found[] = codes.length
      ? await this.db
          .select(checkInColumns)
          .from(registrations)
          .innerJoin(events, eq(events.id, registrations.eventId))
          .innerJoin(people, eq(people.email, registrations.email))
          .where(inArray(registrations.ticketCode, codes))
      : [];
    const byCode = new Map(found.map((row) => [row.registration.ticketCode, row]));
    const timeOf = (scan: Scan) => {
      const at = new Date(scan.scannedAt).getTime();
      return new Date(Math.min(now.getTime(), Math.max(at, now.getTime() - SCAN_PAST_LIMIT_MS)));
    };

    const results = await this.db.transaction(async (tx) => {
      const ownIds = found
        .filter((row) => row.registration.eventId === scope.eventId)
        .map((row) => row.registration.id)
        .sort();
      if (ownIds.length) {
        // In one order everywhere, so two batches never wait on each other in a circle.
        await tx
          .select({ id: registrations.id })
          .from(registrations)
          .where(inArray(registrations.id, ownIds))
          .orderBy(registrations.id)
          .for('update');
      }
      const ids = batch.scans.map((scan) => scan.id);
      const seen = new Map(
        (await tx.select().from(gateScans).where(inArray(gateScans.id, ids))).map((row) => [
          row.id,
          row,
        ]),
      );
      const entries = new Map<string, Map<number, Entry>>();
      if (ownIds.length) {
        const rows = await tx
          .select()
          .from(checkIns)
          .where(inArray(checkIns.registrationId, ownIds));
        for (const row of rows) {
          const map = entries.get(row.registrationId) ?? new Map<number, Entry>();
          map.set(row.person, row);
          entries.set(row.registrationId, map);
        }
      }

      const fresh = batch.scans
        .filter((scan, index) => !seen.has(scan.id) && ids.indexOf(scan.id) === index)
        .sort((a, b) => timeOf(a).getTime() - timeOf(b).getTime());
      const decisions = new Map<string, Decision>();
      const inserts: Array<typeof checkIns.$inferInsert> = [];
      const takeOvers: Array<{ registrationId: string; person: number; scan: Scan; at: Date }> = [];
      const losers = new Map<string, { gate: string; at: Date }>();

      for (const scan of fresh.filter((candidate) => !candidate.undoes)) {
        const at = timeOf(scan);
        const decision: Decision = {
          scan,
          at,
          registrationId: null,
          outcome: 'refused',
          message: CHECK_IN_MESSAGES.unknown,
          admitted: [],
          conflictGate: null,
          conflictAt: null,
        };
        decisions.set(scan.id, decision);
        const code = codeOf(scan);
        const ticket = code ? byCode.get(code) : undefined;
        if (!ticket) continue;
        const { registration } = ticket;
        decision.registrationId = registration.eventId === scope.eventId ? registration.id : null;
        const refusal = ticketRefusal(ticket, scope.eventId, at, zone);
        if (refusal) {
          decision.message = refusal.english;
          continue;
        }
        const size = registration.teamMembers.length + 1;
        const wanted = [...new Set(scan.people ?? Array.from({ length: size }, (_, i) => i))];
        const missing = wanted.find((person) => person >= size);
        if (missing !== undefined) {
          decision.message = CHECK_IN_MESSAGES.noSuchPerson(missing);
          continue;
        }
        const inside = entries.get(registration.id) ?? new Map<number, Entry>();
        entries.set(registration.id, inside);
        let held: Entry | undefined;
        for (const person of wanted) {
          const entry = inside.get(person);
          const mine: Entry = { person, checkedInAt: at, gate: scan.gate, scanId: scan.id };
          if (!entry) {
            inserts.push({
              registrationId: registration.id,
              person,
              checkedInAt: at,
              checkedInBy: by,
              gate: scan.gate,
              scanId: scan.id,
            });
          } else if (entry.checkedInAt > at) {
            // This scan came first: it holds the check-in; the later one is the conflict.
            takeOvers.push({ registrationId: registration.id, person, scan, at });
            if (entry.scanId) losers.set(entry.scanId, { gate: scan.gate, at });
          } else {
            held ??= entry;
            continue;
          }
          inside.set(person, mine);
          decision.admitted.push(person);
        }
        if (decision.admitted.length > 0) {
          decision.outcome = 'admitted';
          decision.message = '';
        } else if (held) {
          decision.outcome = 'conflict';
          decision.message = GATE_MESSAGES.conflict(held.gate, this.at(held.checkedInAt));
          decision.conflictGate = held.gate;
          decision.conflictAt = held.checkedInAt;
        }
      }

      if (inserts.length) await tx.insert(checkIns).values(inserts).onConflictDoNothing();
      for (const { registrationId, person, scan, at } of takeOvers) {
        await tx
          .update(checkIns)
          .set({ checkedInAt: at, checkedInBy: by, gate: scan.gate, scanId: scan.id })
          .where(and(eq(checkIns.registrationId, registrationId), eq(checkIns.person, person)));
      }
      for (const [scanId, winner] of losers) {
        const decided = decisions.get(scanId);
        if (decided) {
          decided.outcome = 'conflict';
          decided.message = GATE_MESSAGES.conflict(winner.gate, this.at(winner.at));
          decided.conflictGate = winner.gate;
          decided.conflictAt = winner.at;
          continue;
        }
        await tx
          .update(gateScans)
          .set({
            outcome: 'conflict',
            message: GATE_MESSAGES.conflict(winner.gate, this.at(winner.at)),
            conflictGate: winner.gate,
            conflictAt: winner.at,
          })
          .where(eq(gateScans.id, scanId));
      }

      const store = async (stored: Decision[]) => {
        if (stored.length === 0) return;
        await tx
          .insert(gateScans)
          .values(
            stored.map((decision) => ({
              id: decision.scan.id,
              eventId: scope.eventId,
              passId: scope.pass?.id ?? null,
              registrationId: decision.registrationId,
              gate: decision.scan.gate,
              scannedBy: by,
              scannedAt: decision.at,
              receivedAt: now,
              outcome: decision.outcome,
              message: decision.message,
              admitted: decision.admitted,
              conflictGate: decision.conflictGate,
              conflictAt: decision.conflictAt,
            })),
          )
          .onConflictDoNothing();
      };
      await store([...decisions.values()]);
      // Undone after the admissions are stored, so a scan and its undo may come in one batch.
      const undos: Decision[] = [];
      for (const scan of fresh.filter((candidate) => candidate.undoes)) {
        const undone = await this.undo(tx, scope, scan, timeOf(scan));
        undos.push(undone);
        decisions.set(scan.id, undone);
      }
      await store(undos);

      if (decisions.size) {
        const counts = (outcome: ScanOutcome) =>
          [...decisions.values()].filter((decision) => decision.outcome === outcome).length;
        await audit(
          tx,
          { ...scope.actor, at: now },
          'gate.scans',
          { type: 'event', id: scope.eventId },
          null,
          {
            pass: scope.pass?.label ?? null,
            gates: [...new Set(fresh.map((scan) => scan.gate))],
            scans: decisions.size,
            admitted: counts('admitted'),
            conflicts: counts('conflict'),
            refused: counts('refused'),
            undone: counts('undone'),
          },
        );
      }

      const answered = new Map<string, GateScanResult>();
      for (const decision of decisions.values()) {
        answered.set(decision.scan.id, {
          id: decision.scan.id,
          outcome: decision.outcome,
          message: decision.message,
          admitted: decision.admitted,
          registrationId: decision.registrationId,
        });
      }
      for (const row of seen.values()) {
        answered.set(row.id, {
          id: row.id,
          outcome: row.eventId === scope.eventId ? row.outcome : 'refused',
          message: row.eventId === scope.eventId ? row.message : CHECK_IN_MESSAGES.unknown,
          admitted: row.eventId === scope.eventId ? row.admitted : [],
          registrationId: row.eventId === scope.eventId ? row.registrationId : null,
        });
      }
      return batch.scans.map((scan) => answered.get(scan.id)).filter((result) => !!result);
    });
    return { results, headcount: await this.headcount(scope.eventId) };
  }

  /** Takes back what an earlier scan admitted, within a minute of it, if nothing else did since. */
  private async undo(tx: Tx, scope: GateScope, scan: Scan, at: Date): Promise<Decision> {
    const decision: Decision = {
      scan,
      at,
      registrationId: null,
      outcome: 'refused',
      message: GATE_MESSAGES.nothingToUndo,
      admitted: [],
      conflictGate: null,
      conflictAt: null,
    };
    const [original] = await tx
      .select()
      .from(gateScans)
      .where(and(eq(gateScans.id, scan.undoes ?? ''), eq(gateScans.eventId, scope.eventId)));
    if (!original || original.outcome !== 'admitted') return decision;
    decision.registrationId = original.registrationId;
    if (at.getTime() - original.scannedAt.getTime() > GATE_UNDO_MS) {
      decision.message = GATE_MESSAGES.undoTooLate;
      return decision;
    }
    const removed = await tx
      .delete(checkIns)
      .where(eq(checkIns.scanId, original.id))
      .returning({ person: checkIns.person });
    await tx.update(gateScans).set({ outcome: 'undone' }).where(eq(gateScans.id, original.id));
    decision.outcome = 'undone';
    decision.message = '';
    decision.admitted = removed.map((row) => row.person).sort((a, b) => a - b);
    return decision;
  }
}

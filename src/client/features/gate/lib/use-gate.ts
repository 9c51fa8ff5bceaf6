import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { GATE_BATCH_MAX, GATE_UNDO_MS, type GateScan, type RosterTicket } from '@/domain/gate';
import { GateError, type GateCredential } from '../api/gate-client';
import { getRoster } from '../api/get-roster';
import { sendScans } from '../api/send-scans';
import {
  deleteGateData,
  deleteOtherPasses,
  emptyData,
  loadGateData,
  saveGateData,
  type Admission,
  type GateData,
} from './gate-store';

/** The roster is fetched again this often while online. */
const ROSTER_EVERY_MS = 60_000;
/** Waiting scans are sent this often while online (and at once after a scan). */
const SYNC_EVERY_MS = 3_000;
/** Scans sent in one request: small enough to answer quickly on a slow connection. */
const BATCH_SIZE = Math.min(100, GATE_BATCH_MAX);

export type GateProblem = { kind: 'ended' | 'forbidden'; message: string } | null;

/**
 * The gate's state, kept in IndexedDB: the roster, the scans waiting to be sent and the
 * admissions made here. Online, it sends waiting scans in batches and refreshes the roster every
 * minute; a revoked or expired pass deletes it all.
 */
export function useGate(credential: GateCredential | null) {
  const owner = credential
    ? credential.kind === 'pass'
      ? `pass:${credential.secret.slice(0, 12)}`
      : `event:${credential.eventId}`
    : '';
  const [data, setData] = useState<GateData>(() => emptyData(owner));
  const [loaded, setLoaded] = useState(false);
  const [online, setOnline] = useState(() => navigator.onLine);
  const [sending, setSending] = useState(0);
  const [problem, setProblem] = useState<GateProblem>(null);
  const dataRef = useRef(data);
  const busy = useRef(false);

  const update = useCallback((change: (current: GateData) => GateData) => {
    const next = change(dataRef.current);
    dataRef.current = next;
    setData(next);
    void saveGateData(next);
  }, []);

  const end = useCallback(async (message: string) => {
    await deleteGateData(dataRef.current.owner);
    dataRef.current = emptyData(dataRef.current.owner);
    setData(dataRef.current);
    setProblem({ kind: 'ended', message });
  }, []);

  const failed = useCallback(
    (error: unknown) => {
      if (!(error instanceof GateError) || error.status === 0) {
        setOnline(false);
        return;
      }
      if (error.status === 401 && credential?.kind === 'pass') void end(error.message);
      else if (error.status === 401 || error.status === 403) {
        setProblem({ kind: 'forbidden', message: error.message });
      }
    },
    [credential, end],
  );

  const refresh = useCallback(async () => {
    if (!credential) return;
    try {
      const roster = await getRoster(credential);
      setOnline(true);
      update((current) => ({ ...current, roster, fetchedAt: new Date().toISOString() }));
    } catch (error) {
      failed(error);
    }
  }, [credential, failed, update]);

  const sync = useCallback(async () => {
    if (!credential || busy.current) return;
    const batch = dataRef.current.queue.slice(0, BATCH_SIZE);
    if (batch.length === 0) return;
    busy.current = true;
    setSending(batch.length);
    try {
      const answer = await sendScans(credential, batch);
      setOnline(true);
      const results = new Map(answer.results.map((result) => [result.id, result]));
      update((current) => ({
        ...current,
        queue: current.queue.filter((scan) => !results.has(scan.id)),
        roster: current.roster && { ...current.roster, headcount: answer.headcount },
        admissions: current.admissions.map((admission) => {
          const result = results.get(admission.scanId);
          if (!result || admission.state === 'undone') return admission;
          const state =
            result.outcome === 'admitted'
              ? 'sent'
              : result.outcome === 'conflict'
                ? 'conflict'
                : result.outcome === 'undone'
                  ? 'undone'
                  : 'refused';
          return { ...admission, state, message: result.message };
        }),
      }));
    } catch (error) {
      failed(error);
    } finally {
      busy.current = false;
      setSending(0);
    }
  }, [credential, failed, update]);

  useEffect(() => {
    let live = true;
    if (owner.startsWith('pass:')) void deleteOtherPasses(owner);
    void loadGateData(owner).then((stored) => {
      if (!live) return;
      dataRef.current = stored;
      setData(stored);
      setLoaded(true);
      void refresh();
    });
    return () => {
      live = false;
    };
  }, [owner, refresh]);

  useEffect(() => {
    const goOnline = () => {
      setOnline(true);
      void refresh();
      void sync();
    };
    const goOffline = () => setOnline(false);
    window.addEventListener('online', goOnline);
    window.addEventListener('offline', goOffline);
    const rosterTimer = window.setInterval(() => {
      if (navigator.onLine) void refresh();
    }, ROSTER_EVERY_MS);
    const syncTimer = window.setInterval(() => {
      if (navigator.onLine) void sync();
    }, SYNC_EVERY_MS);
    return () => {
      window.removeEventListener('online', goOnline);
      window.removeEventListener('offline', goOffline);
      window.clearInterval(rosterTimer);
      window.clearInterval(syncTimer);
    };
  }, [refresh, sync]);

  // The roster holds names: it goes when the pass does, even on a phone that stays offline.
  const validUntil = data.roster?.pass?.validUntil;
  useEffect(() => {
    if (!validUntil) return;
    const left = new Date(validUntil).getTime() - Date.now();
    const timer = window.setTimeout(
      // No message of the server's: the page says the pass has expired, in its language.
      () => void end(''),
      Math.max(0, Math.min(left, 2 ** 31 - 1)),
    );
    return () => window.clearTimeout(timer);
  }, [validUntil, end]);

  const byHash = useMemo(
    () => new Map((data.roster?.tickets ?? []).map((ticket) => [ticket.hash, ticket])),
    [data.roster],
  );

  /** Queues a scan, remembers the admission here, and tries to send it at once. */
  const admit = useCallback(
    (ticket: RosterTicket, code: string | null, people: number[], gate: string): Admission => {
      const scan: GateScan = {
        id: crypto.randomUUID(),
        ...(code ? { code } : { ticket: ticket.hash }),
        scannedAt: new Date().toISOString(),
        gate,
        ...(people.length === ticket.team.length + 1 ? {} : { people }),
      };
      const admission: Admission = {
        scanId: scan.id,
        ticket: ticket.hash,
        people,
        at: scan.scannedAt,
        gate,
        state: 'waiting',
      };
      update((current) => ({
        ...current,
        queue: [...current.queue, scan],
        admissions: [...current.admissions, admission].slice(-5_000),
      }));
      if (navigator.onLine) void sync();
      return admission;
    },
    [sync, update],
  );

  /** Takes an admission back within a minute: unsent, it is dropped; sent, an undo is queued. */
  const undo = useCallback(
    (admission: Admission): boolean => {
      if (Date.now() - new Date(admission.at).getTime() > GATE_UNDO_MS) return false;
      const waiting = dataRef.current.queue.find((scan) => scan.id === admission.scanId);
      const original = waiting ?? null;
      update((current) => ({
        ...current,
        queue: original
          ? current.queue.filter((scan) => scan.id !== admission.scanId)
          : [
              ...current.queue,
              {
                id: crypto.randomUUID(),
                ticket: admission.ticket,
                scannedAt: new Date().toISOString(),
                gate: admission.gate,
                undoes: admission.scanId,
              },
            ],
        admissions: current.admissions.map((candidate) =>
          candidate.scanId === admission.scanId ? { ...candidate, state: 'undone' } : candidate,
        ),
      }));
      if (navigator.onLine) void sync();
      return true;
    },
    [sync, update],
  );

  return {
    loaded,
    data,
    byHash,
    online,
    sending,
    problem,
    admit,
    undo,
    refresh,
    sync,
    admissionOf: (scanId: string) => data.admissions.find((item) => item.scanId === scanId),
  };
}

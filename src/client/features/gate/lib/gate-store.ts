import type { GateScan, Roster } from '@/domain/gate';

/**
 * What the gate keeps on the phone, in IndexedDB: the roster (names, so only while the pass is
 * valid), the scans waiting to be sent, and the admissions made here.
 */
const DB_NAME = 'gate';
const STORE = 'gate';

export interface Admission {
  scanId: string;
  /** The ticket's hash, as the roster names it. */
  ticket: string;
  people: number[];
  at: string;
  gate: string;
  state: 'waiting' | 'sent' | 'conflict' | 'refused' | 'undone';
  message?: string;
}

export interface GateData {
  /** Whose data it is: the pass or the event, so another pass never reads it. */
  owner: string;
  roster: Roster | null;
  fetchedAt: string | null;
  queue: GateScan[];
  admissions: Admission[];
}

export const emptyData = (owner: string): GateData => ({
  owner,
  roster: null,
  fetchedAt: null,
  queue: [],
  admissions: [],
});

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function run<T>(
  mode: IDBTransactionMode,
  action: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = action(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  } finally {
    db.close();
  }
}

export async function loadGateData(owner: string): Promise<GateData> {
  try {
    // One record per pass or event: a committee member switching events keeps each one's queue.
    const stored = await run<GateData | undefined>('readonly', (store) => store.get(owner));
    return stored?.owner === owner ? stored : emptyData(owner);
  } catch {
    return emptyData(owner);
  }
}

export async function saveGateData(data: GateData): Promise<void> {
  await run('readwrite', (store) => store.put(data, data.owner)).catch(() => undefined);
}

/** Forgets the roster and everything else of a pass that ended. */
export async function deleteGateData(owner: string): Promise<void> {
  await run('readwrite', (store) => store.delete(owner)).catch(() => undefined);
}

/** Forgets the rosters of other passes on this phone: one pass link at a time keeps names. */
export async function deleteOtherPasses(owner: string): Promise<void> {
  try {
    const keys = await run('readonly', (store) => store.getAllKeys());
    for (const key of keys) {
      if (typeof key === 'string' && key.startsWith('pass:') && key !== owner) {
        await run('readwrite', (store) => store.delete(key));
      }
    }
  } catch {
    // Nothing kept, or no IndexedDB: nothing to forget.
  }
}

/**
 * Web storage that never throws: storage may be unavailable (private browsing, blocked, full), and
 * then reads find nothing and writes are dropped. What is kept there is a convenience only.
 */
export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  /** The keys stored now. */
  keys(): string[];
}

/** `area` is looked up at each call: even naming `localStorage` can throw where it is blocked. */
function safeStorage(area: () => Storage): SafeStorage {
  const attempt = <T>(action: (storage: Storage) => T, fallback: T): T => {
    try {
      return action(area());
    } catch {
      return fallback;
    }
  };
  return {
    get: (key) => attempt((storage) => storage.getItem(key), null),
    set: (key, value) => attempt((storage) => storage.setItem(key, value), undefined),
    remove: (key) => attempt((storage) => storage.removeItem(key), undefined),
    keys: () => attempt((storage) => Object.keys(storage), []),
  };
}

/** Shared by the tabs of this site, and kept after the browser closes. */
export const localStore = safeStorage(() => localStorage);
/** This tab's own, gone when it closes. */
export const sessionStore = safeStorage(() => sessionStorage);

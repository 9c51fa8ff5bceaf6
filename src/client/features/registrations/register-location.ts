import type { Location } from 'react-router';

/** The event to register for: navigation state `{ eventId }` first, then `?event=<id>`. */
export function eventIdFrom(location: Location): string | null {
  const state: unknown = location.state;
  if (typeof state === 'object' && state !== null) {
    const eventId = (state as Record<string, unknown>).eventId;
    if (typeof eventId === 'string' && eventId.trim()) return eventId.trim();
  }
  const fromQuery = new URLSearchParams(location.search).get('event')?.trim();
  return fromQuery ? fromQuery : null;
}

import { rosterSchema, type Roster } from '@/domain/gate';
import { gateFetch, type GateCredential } from './gate-client';

/** `GET /api/gate/roster`: the event's tickets by the SHA-256 of their codes. */
export async function getRoster(credential: GateCredential): Promise<Roster> {
  const query = credential.kind === 'admin' ? `?event=${credential.eventId}` : '';
  return rosterSchema.parse(await gateFetch(credential, `/gate/roster${query}`));
}

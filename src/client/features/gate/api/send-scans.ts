import { gateBatchAnswerSchema, type GateBatchAnswer, type GateScan } from '@/domain/gate';
import { gateFetch, type GateCredential } from './gate-client';

/** `POST /api/gate/check-ins`: a batch of queued scans, each decided once by its id. */
export async function sendScans(
  credential: GateCredential,
  scans: GateScan[],
): Promise<GateBatchAnswer> {
  const body = credential.kind === 'admin' ? { event: credential.eventId, scans } : { scans };
  return gateBatchAnswerSchema.parse(
    await gateFetch(credential, '/gate/check-ins', { method: 'POST', body }),
  );
}

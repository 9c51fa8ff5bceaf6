import { downloadWithToken } from '@/client/lib/api/download-file';

/** `GET /api/registrations/:id/calendar.ics`: saves the event as a calendar file. */
export const downloadCalendar = (registrationId: string, eventName: string) =>
  downloadWithToken(
    `/registrations/${encodeURIComponent(registrationId)}/calendar.ics`,
    `${eventName.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'event'}.ics`,
    'text/calendar',
  );

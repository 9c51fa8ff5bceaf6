import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { formatDateTime } from '@/domain/dates';
import type { Event } from '@/domain/event-schemas';
import { formatFee } from '@/domain/money';
import { siteTimeZone } from '@/client/lib/site-settings';
import { AdminDialog } from '../components/admin-dialog';
import { DetailList } from '@/client/components/detail-list';
import { STATUS_LABELS, TYPE_LABELS } from '../lib/labels';

interface EventDetailsDialogProps {
  /** The event shown (kept while the dialog closes). */
  event: Event | null;
  open: boolean;
  onClose: () => void;
}

/** 'Event Details': every field of the event. */
export function EventDetailsDialog({ event, open, onClose }: EventDetailsDialogProps) {
  return (
    <AdminDialog
      id="event-details"
      title="Event Details"
      open={open && event !== null}
      onClose={onClose}
    >
      {event && (
        // Focusable, so the details can be scrolled with the keyboard (full screen on phones).
        <DialogContent dividers tabIndex={0}>
          <DetailList
            items={[
              { label: 'Name', value: event.name },
              { label: 'Description', value: event.description },
              { label: 'Date', value: formatDateTime(event.date, siteTimeZone) ?? 'TBD' },
              { label: 'Deadline', value: formatDateTime(event.deadline, siteTimeZone) ?? 'None' },
              { label: 'Location', value: event.location },
              {
                label: 'Max participants',
                value: event.maxParticipants > 0 ? String(event.maxParticipants) : 'No limit',
              },
              { label: 'Prize details', value: event.prizeDetails },
              { label: 'Organizer', value: event.organizer },
              { label: 'Contact info', value: event.contactInfo },
              { label: 'Additional notes', value: event.additionalNotes },
              { label: 'Status', value: STATUS_LABELS[event.status] },
              {
                label: 'Registration types',
                value: event.allowedRegistrationTypes.map((type) => TYPE_LABELS[type]).join(', '),
              },
              {
                label: 'Individual fee',
                value: event.allowedRegistrationTypes.includes('individual')
                  ? formatFee(event.amountIndividual)
                  : 'Not offered',
              },
              {
                label: 'Team fee',
                value: event.allowedRegistrationTypes.includes('team')
                  ? formatFee(event.amountTeam)
                  : 'Not offered',
              },
              { label: 'Registrations', value: String(event.registrationCount) },
            ]}
          />
        </DialogContent>
      )}
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button variant="contained" onClick={onClose} sx={{ width: { xs: '100%', sm: 'auto' } }}>
          Close
        </Button>
      </DialogActions>
    </AdminDialog>
  );
}

import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { formatDate } from '@/domain/dates';
import { REGISTRATION_STATUS_LABELS } from '@/domain/lifecycle';
import { formatRupees } from '@/domain/money';
import type { Registration } from '@/domain/registration-schemas';
import { AnswersList } from '@/client/components/answers-list';
import { siteTimeZone } from '@/client/lib/site-settings';
import { EmailText } from '@/client/components/admin/email-text';
import { contactColumn, personColumn } from '@/client/components/admin/person-column';
import type { TableColumn } from '@/client/components/admin/table-columns';
import { genderLabel } from '@/client/lib/admin/labels';
import { PaymentCell } from './payment-cell';
import { useDeleteRegistrationAction } from './use-delete-registration-action';
import { useCan } from '@/client/lib/admin/admin-self';

/** The status in words; a waitlisted one with its place in line. */
const statusText = (item: Registration) =>
  item.status === 'waitlisted' && item.waitlistPosition
    ? `Waiting list #${item.waitlistPosition}`
    : REGISTRATION_STATUS_LABELS[item.status];

interface RegistrationColumnsOptions {
  /** The event column, for lists of every event. */
  showEvent: boolean;
  /** The team members column, for team registrations. */
  showTeam: boolean;
  /** The answers column, when the event asks questions of its own. */
  showAnswers: boolean;
  /** After a deletion, when its row (and the focused Delete button) is gone. */
  onDeleted: () => void;
}

/**
 * The columns of a registrations list. Related fields share a column (the e-mail under the
 * name; student ID and gender under the contact; the payment under the amount), so that even a
 * team list of every event fits a desktop screen.
 */
export function useRegistrationColumns({
  showEvent,
  showTeam,
  showAnswers,
  onDeleted,
}: RegistrationColumnsOptions): TableColumn<Registration>[] {
  const canWrite = useCan('registrations.write');
  const columns: (TableColumn<Registration> | false)[] = [
    personColumn({ sortable: true }),
    contactColumn({ label: 'Gender', render: (item) => genderLabel(item.gender) }),
    showEvent && {
      minWidth: '8rem',
      fields: [
        {
          label: 'Event',
          render: (item) => item.event.name,
          sort: { field: 'event', kind: 'text' },
        },
      ],
    },
    showTeam && {
      minWidth: '11rem',
      fields: [{ label: 'Team Members', render: (item) => <TeamMembers registration={item} /> }],
    },
    showAnswers && {
      minWidth: '11rem',
      fields: [{ label: 'Answers', render: (item) => <AnswersList registration={item} /> }],
    },
    {
      align: 'right',
      fields: [
        { label: 'Amount', render: (item) => formatRupees(item.amount) },
        {
          label: 'Payment',
          render: (item) => <PaymentCell registration={item} canRecord={canWrite} />,
        },
      ],
    },
    {
      nowrap: true,
      fields: [
        {
          label: 'Registered',
          render: (item) => formatDate(item.createdAt, siteTimeZone),
          sort: { field: 'createdAt', kind: 'date', firstDirection: 'desc' },
        },
        { label: 'Status', render: statusText },
        {
          label: 'Checked in',
          render: (item) => `${item.checkedIn} of ${item.teamMembers.length + 1}`,
        },
      ],
    },
    canWrite && {
      place: 'actions',
      align: 'right',
      fields: [
        {
          label: 'Actions',
          render: (item) => <DeleteRegistrationButton registration={item} onDeleted={onDeleted} />,
        },
      ],
    },
  ];
  return columns.filter((column) => column !== false);
}

/** Each member of a team: name, e-mail and contact. */
function TeamMembers({ registration }: { registration: Registration }) {
  if (registration.teamMembers.length === 0) return '—';
  return (
    <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
      {registration.teamMembers.map((member, index) => (
        <li key={`${member.email}-${index}`}>
          <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
            {member.name}
          </Box>
          <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
            {member.email ? <EmailText email={member.email} /> : '—'}
          </Box>
          <Box
            component="span"
            sx={{ display: 'block', color: 'text.secondary', whiteSpace: 'nowrap' }}
          >
            {member.contact}
          </Box>
        </li>
      ))}
    </Box>
  );
}

function DeleteRegistrationButton({
  registration,
  onDeleted,
}: {
  registration: Registration;
  onDeleted: () => void;
}) {
  const { deleteRegistration, deleting } = useDeleteRegistrationAction(onDeleted);
  return (
    <IconButton
      aria-label={`Delete the registration of ${registration.name} for ${registration.event.name}`}
      color="error"
      aria-disabled={deleting ? true : undefined}
      onClick={() => void deleteRegistration(registration)}
    >
      <DeleteOutlineIcon />
    </IconButton>
  );
}

import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import ContentCopyOutlinedIcon from '@mui/icons-material/ContentCopyOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import EventIcon from '@mui/icons-material/EventOutlined';
import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import HowToRegOutlinedIcon from '@mui/icons-material/HowToRegOutlined';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@/domain/dates';
import type { Event } from '@/domain/event-schemas';
import type { GateConflict } from '@/domain/lifecycle';
import { siteTimeZone } from '@/client/lib/site-settings';
import { useNavigate } from 'react-router';
import { attendancePath } from './attendance-page';
import { EventStatusSelect } from './event-status-select';
import { useCan } from '@/client/lib/admin/admin-self';
import { STATUS_LABELS } from '@/client/lib/admin/labels';

interface AdminEventCardProps {
  event: Event;
  /** People checked in at the gate and people confirmed (registrants and team members). */
  attendance: { confirmed: number; checkedIn: number; conflicts: GateConflict[] } | undefined;
  onView: (event: Event) => void;
  onEdit: (event: Event) => void;
  onMessage: (event: Event) => void;
  onDuplicate: (event: Event) => void;
  onDelete: (event: Event) => void;
  deleting: boolean;
}

const plural = (count: number) => `${count} registration${count === 1 ? '' : 's'}`;

/**
 * One event in the Events tab: name, date, places taken, people checked in of those confirmed,
 * status dropdown and actions.
 */
export function AdminEventCard({
  event,
  attendance,
  onView,
  onEdit,
  onMessage,
  onDuplicate,
  onDelete,
  deleting,
}: AdminEventCardProps) {
  const headingId = `admin-event-${event._id}`;
  const navigate = useNavigate();
  const canWrite = useCan('events.write');
  const canMessage = useCan('messages.write');
  const canReadPeople = useCan('registrations.read');
  const actions = [
    {
      label: `View details of ${event.name}`,
      tip: 'View details',
      icon: <VisibilityOutlinedIcon />,
      onClick: () => onView(event),
      allowed: true,
    },
    {
      label: `Edit ${event.name}`,
      tip: 'Edit',
      icon: <EditOutlinedIcon />,
      onClick: () => onEdit(event),
      allowed: canWrite,
    },
    {
      label: `Duplicate ${event.name}`,
      tip: 'Duplicate',
      icon: <ContentCopyOutlinedIcon />,
      onClick: () => onDuplicate(event),
      allowed: canWrite,
    },
    {
      label: `Print the attendance sheet of ${event.name}`,
      tip: 'Print lists',
      icon: <PrintOutlinedIcon />,
      onClick: () => void navigate(attendancePath(event._id)),
      allowed: canReadPeople,
    },
    {
      label: `Message the registrants of ${event.name}`,
      tip: 'Message registrants',
      icon: <MailOutlineIcon />,
      onClick: () => onMessage(event),
      allowed: canMessage,
    },
    {
      label: `Delete ${event.name}`,
      tip: 'Delete',
      icon: <DeleteOutlineIcon />,
      onClick: () => onDelete(event),
      danger: true,
      allowed: canWrite,
    },
  ].filter((action) => action.allowed);

  return (
    <Paper
      component="article"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{
        p: 2.5,
        borderRadius: 3,
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        minWidth: 0,
        height: '100%',
      }}
    >
      <Typography id={headingId} variant="h3" sx={{ overflowWrap: 'anywhere' }}>
        {event.name}
      </Typography>
      <Box sx={{ display: 'grid', gap: 0.75, color: 'text.secondary' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <EventIcon fontSize="small" aria-hidden />
          <Typography variant="body2">
            {formatDateTime(event.date, siteTimeZone) ?? 'Date to be announced'}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <GroupsIcon fontSize="small" aria-hidden />
          <Typography variant="body2">
            {plural(event.registrationCount)}
            {event.maxParticipants > 0
              ? ` of ${event.maxParticipants} ${event.maxParticipants === 1 ? 'place' : 'places'}`
              : ''}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <HowToRegOutlinedIcon fontSize="small" aria-hidden />
          <Typography variant="body2">
            Checked in {attendance?.checkedIn ?? 0} / {attendance?.confirmed ?? 0} confirmed
          </Typography>
        </Box>
        {attendance && attendance.conflicts.length > 0 && (
          <Box component="section" aria-label="Let in at two gates">
            <Typography variant="body2" sx={{ fontWeight: 700, color: 'warning.dark' }}>
              Let in at two gates before they synced: {attendance.conflicts.length}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {attendance.conflicts.map((conflict, index) => (
                <Typography
                  component="li"
                  variant="body2"
                  key={`${conflict.registrationId}-${index}`}
                >
                  {conflict.name}: {conflict.first.gate || 'a gate'} at {conflict.first.at}, then{' '}
                  {conflict.second.gate || 'a gate'} at {conflict.second.at}
                </Typography>
              ))}
            </Box>
          </Box>
        )}
      </Box>
      <Box
        sx={{
          mt: 'auto',
          pt: 1,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
        }}
      >
        {canWrite ? (
          <EventStatusSelect event={event} />
        ) : (
          <Typography variant="body2">Status: {STATUS_LABELS[event.status]}</Typography>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
          {actions.map((action) => (
            <Tooltip key={action.tip} title={action.tip} describeChild>
              <IconButton
                aria-label={action.label}
                onClick={action.onClick}
                aria-disabled={action.danger === true && deleting ? true : undefined}
                color={action.danger ? 'error' : 'primary'}
                sx={{ width: 44, height: 44 }}
              >
                {action.icon}
              </IconButton>
            </Tooltip>
          ))}
        </Box>
      </Box>
    </Paper>
  );
}

import ReplyIcon from '@mui/icons-material/Reply';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { QueryStatus } from '@/domain/constants';
import { formatDateTime } from '@/domain/dates';
import {
  QUERY_INBOX_MESSAGES,
  QUERY_STATUS_LABELS,
  type AdminQuery,
} from '@/domain/query-inbox-schemas';
import { useNotify } from '@/client/components/notifications';
import { siteTimeZone } from '@/client/lib/site-settings';
import { serverMessage } from '@/client/lib/server-message';
import { useSetQueryStatus } from './api/set-query-status';
import { useCan } from '@/client/lib/admin/admin-self';

/** Long words and addresses break rather than widen the row. */
const wrapAnywhere = { overflowWrap: 'anywhere' } as const;

export const formatWhen = (instant: string) => formatDateTime(instant, siteTimeZone) ?? '';

/** Text cut to a few lines on screen; screen readers, and the reply dialog, get all of it. */
export function ClampedText({ text, lines }: { text: string; lines: number }) {
  return (
    <Typography
      variant="body2"
      sx={{
        display: '-webkit-box',
        WebkitLineClamp: lines,
        WebkitBoxOrient: 'vertical',
        overflow: 'hidden',
        whiteSpace: 'pre-line',
        ...wrapAnywhere,
      }}
    >
      {text}
    </Typography>
  );
}

/** Who asked: name, e-mail, and the phone and address when they gave them. */
export function QuerySender({ query }: { query: AdminQuery }) {
  return (
    <Box sx={wrapAnywhere}>
      <Typography sx={{ fontWeight: 600 }}>{query.name}</Typography>
      <Typography variant="body2">{query.email}</Typography>
      {query.phone && <Typography variant="body2">{query.phone}</Typography>}
      {query.address && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {query.address}
        </Typography>
      )}
    </Box>
  );
}

function QueryStatusChip({ status }: { status: QueryStatus }) {
  return status === 'new' ? (
    <Chip size="small" color="warning" label={QUERY_STATUS_LABELS.new} />
  ) : (
    <Chip size="small" color="success" variant="outlined" label={QUERY_STATUS_LABELS.answered} />
  );
}

/** The last reply mailed from the dashboard: when, by whom, and its first lines. */
function LastReply({ query, lines }: { query: AdminQuery; lines: number }) {
  if (!query.reply || !query.repliedAt) return null;
  return (
    <Box>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        Replied {formatWhen(query.repliedAt)} by {query.repliedBy ?? 'an admin'}:
      </Typography>
      <ClampedText text={query.reply} lines={lines} />
    </Box>
  );
}

/** The status, and the start of the last reply. */
export function QueryStatusSummary({ query }: { query: AdminQuery }) {
  return (
    <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
      <QueryStatusChip status={query.status} />
      <LastReply query={query} lines={2} />
    </Box>
  );
}

interface QueryActionsProps {
  query: AdminQuery;
  onReply: (query: AdminQuery) => void;
  /** After the status was saved (a status filter may drop the row). */
  onStatusChanged: () => void;
}

/** Reply by e-mail, and Mark answered (answered another way) or Mark new. */
export function QueryActions(props: QueryActionsProps) {
  return useCan('messages.write') ? <QueryWriteActions {...props} /> : null;
}

function QueryWriteActions({ query, onReply, onStatusChanged }: QueryActionsProps) {
  const notify = useNotify();
  const setStatus = useSetQueryStatus();
  const next: QueryStatus = query.status === 'new' ? 'answered' : 'new';
  const markLabel = next === 'answered' ? 'Mark answered' : 'Mark new';

  const mark = () => {
    if (setStatus.isPending) return;
    setStatus.mutate(
      { id: query._id, status: next },
      {
        onSuccess: (saved) => {
          notify(QUERY_INBOX_MESSAGES.statusSaved(saved.status), 'success');
          onStatusChanged();
        },
        onError: (error) =>
          notify(serverMessage(error, QUERY_INBOX_MESSAGES.statusFailed), 'error'),
      },
    );
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, '& > button': { whiteSpace: 'nowrap' } }}>
      <Button
        size="small"
        variant="contained"
        startIcon={<ReplyIcon />}
        aria-label={`Reply to ${query.name}`}
        onClick={() => onReply(query)}
      >
        Reply
      </Button>
      <Button
        size="small"
        variant="outlined"
        aria-label={`${markLabel}: the query from ${query.name}`}
        aria-disabled={setStatus.isPending || undefined}
        onClick={mark}
      >
        {markLabel}
      </Button>
    </Box>
  );
}

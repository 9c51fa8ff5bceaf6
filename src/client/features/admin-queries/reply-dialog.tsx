import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  QUERY_INBOX_MESSAGES,
  queryReplyInputSchema,
  REPLY_MAX_LENGTH,
  type AdminQuery,
} from '@/domain/query-inbox-schemas';
import { FormTextField } from '@/client/components/form-text-field';
import { SubjectDialog } from '@/client/components/admin/admin-dialog';
import { FormDialogBody } from '@/client/components/admin/form-dialog-body';
import { useDialogForm } from '@/client/components/admin/use-dialog-form';
import { useReplyToQuery } from './api/reply-to-query';
import { formatWhen } from './query-parts';

interface ReplyDialogProps {
  /** The query answered; kept while the dialog closes. */
  query: AdminQuery | null;
  open: boolean;
  onClose: () => void;
  /** After the reply was mailed and stored, as the dialog closes. */
  onSent: () => void;
}

/** The admin reads the whole query and writes a reply, which the server e-mails to the asker. */
export function ReplyDialog({ query, open, onClose, onSent }: ReplyDialogProps) {
  return (
    <SubjectDialog
      id="query-reply"
      title={query ? `Reply to ${query.name}` : 'Reply'}
      subject={open && query}
      onClose={onClose}
      maxWidth="md"
    >
      {(query) => <ReplyForm key={query._id} query={query} onSent={onSent} />}
    </SubjectDialog>
  );
}

const quoted = {
  m: 0,
  px: 2,
  py: 1,
  borderLeft: 4,
  borderColor: 'divider',
  bgcolor: 'background.default',
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
} as const;

interface ReplyFormProps {
  query: AdminQuery;
  onSent: () => void;
}

function ReplyForm({ query, onSent }: ReplyFormProps) {
  const reply = useReplyToQuery();
  const { control, body } = useDialogForm({
    resolver: zodResolver(queryReplyInputSchema),
    defaultValues: { message: '' },
    fields: ['message'],
    fallback: QUERY_INBOX_MESSAGES.replyFailed,
    submit: async ({ message }) => {
      const answered = await reply.mutateAsync({ id: query._id, message });
      onSent();
      return answered;
    },
    notice: (answered) => QUERY_INBOX_MESSAGES.replySent(answered.email),
  });

  const contact = [query.email, query.phone, query.address].filter(Boolean).join(' · ');

  return (
    <FormDialogBody {...body} submitLabel="Send Reply" pendingLabel="Sending…">
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {contact}
          <br />
          Received {formatWhen(query.createdAt)}
        </Typography>
        <Box component="blockquote" sx={quoted}>
          {query.message}
        </Box>
      </Box>
      {query.reply && query.repliedAt && (
        <Box sx={{ display: 'grid', gap: 1 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Last reply, sent {formatWhen(query.repliedAt)} by {query.repliedBy ?? 'an admin'}. A new
            reply is mailed as well and takes its place here.
          </Typography>
          <Box component="blockquote" sx={quoted}>
            {query.reply}
          </Box>
        </Box>
      )}
      <FormTextField
        control={control}
        name="message"
        id="query-reply-message"
        label="Your reply"
        multiline
        minRows={6}
        maxLength={REPLY_MAX_LENGTH}
        required
        autoFocus
        hint={`E-mailed to ${query.email} with their query quoted; their answer comes to the office address.`}
      />
    </FormDialogBody>
  );
}

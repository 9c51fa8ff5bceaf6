import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { formatDateTime, zonedTimeToInstant } from '@/domain/dates';
import {
  eventMessageInputSchema,
  MESSAGE_AUDIENCE_LABELS,
  MESSAGE_AUDIENCES,
  MESSAGE_REPLY_TO,
  MESSAGE_REPLY_TO_LABELS,
  type EventMessage,
  type EventMessageInput,
  type EventMessagePreview,
} from '@/domain/lifecycle';
import type { Event } from '@/domain/event-schemas';
import { FormTextField } from '@/client/components/form-text-field';
import { serverMessage } from '@/client/lib/server-message';
import { siteTimeZone } from '@/client/lib/site-settings';
import { useEventMessages } from './api/get-event-messages';
import { useCancelEventMessage } from './api/cancel-event-message';
import { usePreviewEventMessage } from './api/preview-event-message';
import { useSendEventMessage } from './api/send-event-message';
import { SubjectDialog } from '@/client/components/admin/admin-dialog';
import { FormDialogBody } from '@/client/components/admin/form-dialog-body';
import { useDialogForm } from '@/client/components/admin/use-dialog-form';
import { menuItems } from '@/client/components/admin/menu-items';

type MessageOutput = z.output<typeof eventMessageInputSchema>;

const EMPTY: EventMessageInput = {
  subject: '',
  body: '',
  audience: 'confirmed',
  replyTo: 'office',
  sendAt: null,
};

/** A datetime-local field's value ('2026-12-01T18:30') as an instant in the site's time zone. */
const sendAtInstant = (local: string) => {
  const [day, time] = local.split('T');
  return day && time ? zonedTimeToInstant(day, `${time}:00`, siteTimeZone).toISOString() : null;
};

const messageState = (message: EventMessage) => {
  if (message.status === 'cancelled') return 'Cancelled: not sent';
  if (message.status === 'scheduled') {
    return `Scheduled for ${formatDateTime(message.sendAt, siteTimeZone)}`;
  }
  return `${message.sent} of ${message.recipients} sent${message.failed > 0 ? `, ${message.failed} failed` : ''}${message.pending > 0 ? `, ${message.pending} waiting` : ''}`;
};

/**
 * Message registrants: write to everyone confirmed for the event, its waiting list, or all;
 * the mails go out through the queue, and the messages sent so far show how many went out.
 */
export function EventMessagesDialog({
  event,
  onClose,
}: {
  event: Event | null;
  onClose: () => void;
}) {
  return (
    <SubjectDialog
      id="event-messages"
      title="Message registrants"
      subject={event}
      onClose={onClose}
      maxWidth="md"
    >
      {(event) => <MessagesForm key={event._id} event={event} />}
    </SubjectDialog>
  );
}

function MessagesForm({ event }: { event: Event }) {
  const send = useSendEventMessage();
  const preview = usePreviewEventMessage();
  const cancelMessage = useCancelEventMessage();
  const [shown, setShown] = useState<EventMessagePreview | null>(null);
  const [sendLater, setSendLater] = useState('');
  const messages = useEventMessages(event._id, true);
  const [queued, setQueued] = useState<string | null>(null);
  const withTime = (message: MessageOutput) => ({ ...message, sendAt: sendAtInstant(sendLater) });
  const { control, handleSubmit, reset, body } = useDialogForm({
    resolver: zodResolver(eventMessageInputSchema),
    defaultValues: EMPTY,
    fields: ['audience', 'subject', 'body', 'replyTo'],
    fallback: 'The message could not be sent. Please try again.',
    submit: async (message: MessageOutput) => {
      setQueued(null);
      const answer = await send.mutateAsync({ eventId: event._id, message: withTime(message) });
      reset(EMPTY);
      setSendLater('');
      setShown(null);
      setQueued(
        answer.sendAt
          ? `Scheduled for ${formatDateTime(answer.sendAt, siteTimeZone)}: it goes to whoever is registered then.`
          : answer.recipients === 1
            ? 'Queued for 1 recipient.'
            : `Queued for ${answer.recipients} recipients.`,
      );
    },
    stayOpen: true,
  });
  // A preview shows what would be sent: it is hidden once the message it was made of changes.
  const draft = JSON.stringify([useWatch({ control }), sendLater]);
  const [shownFor, setShownFor] = useState('');
  const visiblePreview = shown && shownFor === draft ? shown : null;
  const showPreview = handleSubmit(async (message) => {
    const answer = await preview
      .mutateAsync({ eventId: event._id, message: withTime(message) })
      .catch(() => null);
    setShown(answer);
    setShownFor(draft);
  });
  const list = messages.data ?? [];

  return (
    <FormDialogBody {...body} submitLabel={sendLater ? 'Schedule message' : 'Send message'}>
      <Typography sx={{ color: 'text.secondary' }}>
        {event.name}: one mail to each registrant (and each team member with an e-mail), sent at a
        steady rate.
      </Typography>
      <FormTextField
        control={control}
        name="audience"
        id="message-audience"
        label="To"
        select
        required
      >
        {menuItems(MESSAGE_AUDIENCES, MESSAGE_AUDIENCE_LABELS)}
      </FormTextField>
      <FormTextField
        control={control}
        name="subject"
        id="message-subject"
        label="Subject"
        required
        maxLength={200}
      />
      <FormTextField
        control={control}
        name="body"
        id="message-body"
        label="Message"
        required
        multiline
        minRows={5}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
        <FormTextField
          control={control}
          name="replyTo"
          id="message-reply-to"
          label="Replies go to"
          select
        >
          {menuItems(MESSAGE_REPLY_TO, MESSAGE_REPLY_TO_LABELS)}
        </FormTextField>
        <TextField
          id="message-send-at"
          label="Send later (leave empty to send now)"
          type="datetime-local"
          value={sendLater}
          onChange={(change) => setSendLater(change.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Box>
      <Box>
        <Button variant="outlined" onClick={showPreview} disabled={preview.isPending}>
          Preview
        </Button>
      </Box>
      {preview.isError && (
        <Alert severity="error" role="alert">
          {serverMessage(preview.error, 'The preview could not be made. Please try again.')}
        </Alert>
      )}
      {visiblePreview && <MessagePreview preview={visiblePreview} />}
      {queued && (
        <Alert severity="success" role="status">
          {queued}
        </Alert>
      )}
      <Box component="section" aria-labelledby="sent-messages-heading">
        <Typography id="sent-messages-heading" variant="h3" sx={{ fontSize: '1.0625rem', mb: 1 }}>
          Sent messages
        </Typography>
        {list.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>No messages yet.</Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
            {list.map((message) => (
              <Box
                component="li"
                key={message._id}
                sx={{ p: 1.5, border: '1px solid', borderColor: 'divider', borderRadius: 2 }}
              >
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {message.subject}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {formatDateTime(message.createdAt, siteTimeZone)} by {message.sentBy} ·{' '}
                  {MESSAGE_AUDIENCE_LABELS[message.audience]}
                </Typography>
                <Typography variant="body2" role="status">
                  {messageState(message)} · replies to {message.replyTo || 'nobody'}
                </Typography>
                {message.status === 'scheduled' && (
                  <Button
                    size="small"
                    onClick={() =>
                      cancelMessage.mutate({ eventId: event._id, messageId: message._id })
                    }
                    aria-label={`Cancel the scheduled message ${message.subject}`}
                  >
                    Cancel sending
                  </Button>
                )}
              </Box>
            ))}
          </Box>
        )}
      </Box>
    </FormDialogBody>
  );
}

/** The mail as its first recipient reads it, where replies go, and everyone it goes to now. */
function MessagePreview({ preview }: { preview: EventMessagePreview }) {
  const more = preview.recipientCount - preview.recipients.length;
  return (
    <Box
      component="section"
      aria-labelledby="message-preview-heading"
      sx={{
        p: 2,
        border: '1px solid',
        borderColor: 'divider',
        borderRadius: 2,
        display: 'grid',
        gap: 1,
      }}
    >
      <Typography id="message-preview-heading" variant="h3" sx={{ fontSize: '1.0625rem' }}>
        Preview
      </Typography>
      <Typography variant="body2">
        Subject: {preview.subject} · Reply-To: {preview.replyTo}
      </Typography>
      <Typography
        component="pre"
        variant="body2"
        sx={{ m: 0, whiteSpace: 'pre-wrap', fontFamily: 'inherit', overflowWrap: 'anywhere' }}
      >
        {preview.text}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {preview.recipientCount === 1
          ? '1 recipient now'
          : `${preview.recipientCount} recipients now`}
      </Typography>
      <Box
        component="ul"
        aria-label="Recipients"
        sx={{ m: 0, pl: 3, maxHeight: '12rem', overflow: 'auto' }}
      >
        {preview.recipients.map((recipient) => (
          <li key={recipient.email}>
            {recipient.name} &lt;{recipient.email}&gt;
          </li>
        ))}
        {more > 0 && <li>and {more} more</li>}
      </Box>
    </Box>
  );
}

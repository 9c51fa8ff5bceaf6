import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import DialogContent from '@mui/material/DialogContent';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { formatDateTime } from '@/domain/dates';
import {
  eventMessageInputSchema,
  MESSAGE_AUDIENCE_LABELS,
  MESSAGE_AUDIENCES,
  type EventMessageInput,
} from '@/domain/lifecycle';
import type { Event } from '@/domain/event-schemas';
import { FormTextField } from '@/client/components/form-text-field';
import { serverMessage } from '@/client/lib/server-message';
import { siteTimeZone } from '@/client/lib/site-settings';
import { useEventMessages } from '../api/get-event-messages';
import { useSendEventMessage } from '../api/send-event-message';
import { AdminDialog } from '../components/admin-dialog';
import { CancelAndSubmit } from '../components/dialog-form-actions';
import { DialogForm } from '../components/dialog-form';

type MessageOutput = z.output<typeof eventMessageInputSchema>;

const EMPTY: EventMessageInput = { subject: '', body: '', audience: 'confirmed' };

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
  const open = event !== null;
  const send = useSendEventMessage();
  const messages = useEventMessages(event?._id ?? '', open);
  const [queued, setQueued] = useState<string | null>(null);
  const { control, handleSubmit, reset } = useForm<EventMessageInput, unknown, MessageOutput>({
    resolver: zodResolver(eventMessageInputSchema),
    defaultValues: EMPTY,
  });
  const close = () => {
    reset(EMPTY);
    setQueued(null);
    send.reset();
    onClose();
  };
  const submit = handleSubmit(async (message) => {
    if (!event) return;
    setQueued(null);
    const answer = await send.mutateAsync({ eventId: event._id, message }).catch(() => null);
    if (!answer) return;
    reset(EMPTY);
    setQueued(
      answer.recipients === 1
        ? 'Queued for 1 recipient.'
        : `Queued for ${answer.recipients} recipients.`,
    );
  });
  const list = messages.data ?? [];

  return (
    <AdminDialog
      id="event-messages"
      title="Message registrants"
      open={open}
      onClose={close}
      maxWidth="md"
    >
      <DialogForm labelledBy="event-messages-title" onSubmit={submit}>
        <DialogContent dividers sx={{ display: 'grid', gap: 2.5 }}>
          <Typography sx={{ color: 'text.secondary' }}>
            {event?.name}: one mail to each registrant (and each team member with an e-mail), sent
            at a steady rate.
          </Typography>
          <FormTextField
            control={control}
            name="audience"
            id="message-audience"
            label="To"
            select
            required
          >
            {MESSAGE_AUDIENCES.map((audience) => (
              <MenuItem key={audience} value={audience}>
                {MESSAGE_AUDIENCE_LABELS[audience]}
              </MenuItem>
            ))}
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
          {send.isError && (
            <Alert severity="error" role="alert">
              {serverMessage(send.error, 'The message could not be sent. Please try again.')}
            </Alert>
          )}
          {queued && (
            <Alert severity="success" role="status">
              {queued}
            </Alert>
          )}
          <Box component="section" aria-labelledby="sent-messages-heading">
            <Typography
              id="sent-messages-heading"
              variant="h3"
              sx={{ fontSize: '1.0625rem', mb: 1 }}
            >
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
                      {message.sent} of {message.recipients} sent
                      {message.failed > 0 ? `, ${message.failed} failed` : ''}
                      {message.pending > 0 ? `, ${message.pending} waiting` : ''}
                    </Typography>
                  </Box>
                ))}
              </Box>
            )}
          </Box>
        </DialogContent>
        <CancelAndSubmit onCancel={close} submitting={send.isPending} submitLabel="Send message" />
      </DialogForm>
    </AdminDialog>
  );
}

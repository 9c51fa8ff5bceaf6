import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatDateTime } from '@/domain/dates';
import { GATE_LABEL_MAX } from '@/domain/gate';
import { useCreateGatePass, useGatePasses, useRevokeGatePass } from './api/gate-passes';

/**
 * The committee's links for volunteers: one per gate, for this event only. A new link is shown
 * once (the server keeps only a hash of its secret); revoking one ends it at once.
 */
export function GatePasses({ eventId, timeZone }: { eventId: string; timeZone: string }) {
  const passes = useGatePasses(eventId);
  const create = useCreateGatePass(eventId);
  const revoke = useRevokeGatePass(eventId);
  const [label, setLabel] = useState('');

  return (
    <Box component="section" aria-labelledby="gate-passes" sx={{ mt: 4 }}>
      <Typography id="gate-passes" variant="h2" sx={{ fontSize: '1.125rem', mb: 1 }}>
        Links for volunteers
      </Typography>
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        A link lets its holder check people in for this event only, until the end of its day plus 6
        hours, without an account.
      </Typography>
      <Box
        component="form"
        sx={{ display: 'flex', gap: 1 }}
        onSubmit={(event) => {
          event.preventDefault();
          create.mutate({ label }, { onSuccess: () => setLabel('') });
        }}
      >
        <TextField
          id="gate-pass-label"
          label="New link for the gate named"
          value={label}
          onChange={(event) => setLabel(event.target.value)}
          slotProps={{ htmlInput: { maxLength: GATE_LABEL_MAX } }}
          fullWidth
        />
        <Button type="submit" variant="outlined" disabled={!label.trim() || create.isPending}>
          Create link
        </Button>
      </Box>
      {create.error && (
        <Typography role="alert" sx={{ color: 'error.main', mt: 1 }}>
          {create.error.message}
        </Typography>
      )}
      {create.data && (
        <Box role="status" sx={{ mt: 1.5, p: 1.5, border: '1px solid', borderColor: 'divider' }}>
          <Typography variant="body2">
            The link for {create.data.label} (shown only now; send it to the volunteer):
          </Typography>
          <Typography sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
            {create.data.url}
          </Typography>
        </Box>
      )}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, mt: 1.5, display: 'grid', gap: 1 }}>
        {(passes.data ?? []).map((pass) => (
          <Box
            component="li"
            key={pass._id}
            sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
          >
            <Typography sx={{ flex: '1 1 12rem' }}>
              {pass.label} · {pass.scans} scans ·{' '}
              {pass.revokedAt
                ? 'revoked'
                : `until ${formatDateTime(pass.validUntil, timeZone) ?? ''}`}
            </Typography>
            {!pass.revokedAt && (
              <Button
                size="small"
                color="error"
                disabled={revoke.isPending}
                onClick={() => revoke.mutate(pass._id)}
                aria-label={`Revoke the link for ${pass.label}`}
              >
                Revoke
              </Button>
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  PEOPLE_IMPORT_MESSAGES,
  PEOPLE_IMPORT_OUTCOME_LABELS,
  type PeopleImportAction,
  type PeopleImportInput,
  type PeopleImportReport,
} from '@/domain/people-import';
import { useNotify } from '@/client/components/notifications';
import { serverMessage } from '@/client/lib/server-message';
import { useAdminEvents } from '@/client/lib/admin/api/get-admin-events';
import { useImportPeople, usePreviewPeopleImport } from './api/import-people';
import { AdminDialog } from '@/client/components/admin/admin-dialog';
import { CancelButton, DialogFormActions } from '@/client/components/admin/dialog-form-actions';
import { RefusalAlert } from '@/client/components/refusal-alert';

interface ImportPeopleDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Import from a spreadsheet: choose a CSV (name, email, phone, hostel, room, gender), what to do
 * with its people, and check it: every row's outcome and problems show before anything is saved.
 * Importing saves the good rows that are new; rows an earlier import took care of stay as they are.
 */
export function ImportPeopleDialog({ open, onClose }: ImportPeopleDialogProps) {
  return (
    <AdminDialog
      id="import-people"
      title="Import people from a spreadsheet"
      open={open}
      onClose={onClose}
      maxWidth="md"
    >
      <ImportPeopleForm onDone={onClose} />
    </AdminDialog>
  );
}

function ImportPeopleForm({ onDone }: { onDone: () => void }) {
  const notify = useNotify();
  const events = useAdminEvents();
  const preview = usePreviewPeopleImport();
  const save = useImportPeople();
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [action, setAction] = useState<PeopleImportAction>('register');
  const [eventId, setEventId] = useState('');
  const [report, setReport] = useState<PeopleImportReport | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const input: PeopleImportInput | null = file
    ? { csv: file.text, action, ...(action === 'register' && eventId && { event: eventId }) }
    : null;
  // Any change of the file or the choices needs a fresh check.
  const changed = () => {
    setReport(null);
    setFailure(null);
  };

  const check = async () => {
    if (!input) return;
    setFailure(null);
    try {
      setReport(await preview.mutateAsync(input));
    } catch (error) {
      setFailure(serverMessage(error, 'The file could not be checked. Please try again.'));
    }
  };

  const importRows = async () => {
    if (!input) return;
    setFailure(null);
    try {
      const saved = await save.mutateAsync(input);
      notify(PEOPLE_IMPORT_MESSAGES.imported(saved.added, saved.unchanged), 'success');
      onDone();
    } catch (error) {
      setFailure(serverMessage(error, 'The import failed. Nothing was saved; please try again.'));
    }
  };

  const problems = report?.rows.filter((row) => row.outcome === 'problem') ?? [];
  const busy = preview.isPending || save.isPending;

  return (
    <>
      <DialogContent dividers sx={{ display: 'grid', gap: 2.5 }}>
        <Typography sx={{ color: 'text.secondary' }}>
          A CSV file whose first line names the columns: name and email, and any of phone, hostel,
          room and gender (phone and gender are needed to register). Nothing is saved until you have
          checked the file and chosen Import.
        </Typography>
        <TextField
          id="import-file"
          label="CSV file"
          type="file"
          slotProps={{ htmlInput: { accept: '.csv,text/csv' }, inputLabel: { shrink: true } }}
          onChange={async (event) => {
            const chosen = (event.target as HTMLInputElement).files?.[0];
            changed();
            setFile(chosen ? { name: chosen.name, text: await chosen.text() } : null);
          }}
        />
        <RadioGroup
          aria-label="What to do with them"
          value={action}
          onChange={(event) => {
            changed();
            setAction(event.target.value as PeopleImportAction);
          }}
        >
          <FormControlLabel
            value="register"
            control={<Radio />}
            label="Register them for an event"
          />
          <FormControlLabel
            value="invite"
            control={<Radio />}
            label="Invite them to sign up (one mail each)"
          />
        </RadioGroup>
        {action === 'register' && (
          <TextField
            id="import-event"
            select
            label="Event"
            value={eventId}
            onChange={(event) => {
              changed();
              setEventId(event.target.value);
            }}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">Choose an event</option>
            {(events.data ?? []).map((event) => (
              <option key={event._id} value={event._id}>
                {event.name}
              </option>
            ))}
          </TextField>
        )}
        <RefusalAlert message={failure} />
        {report && <ImportPreview report={report} problems={problems} action={action} />}
      </DialogContent>
      <DialogFormActions>
        <CancelButton busy={busy} />
        <Button
          variant="outlined"
          onClick={check}
          disabled={!input || (action === 'register' && !eventId) || busy}
        >
          Check the file
        </Button>
        <Button
          variant="contained"
          onClick={importRows}
          disabled={!report || report.added === 0 || busy}
        >
          {report && report.added > 0 ? `Import ${report.added}` : 'Import'}
        </Button>
      </DialogFormActions>
    </>
  );
}

function ImportPreview({
  report,
  problems,
  action,
}: {
  report: PeopleImportReport;
  problems: PeopleImportReport['rows'];
  action: PeopleImportAction;
}) {
  const verb = action === 'register' ? 'registered' : 'invited';
  return (
    <Box
      component="section"
      aria-labelledby="import-preview-heading"
      sx={{ display: 'grid', gap: 1.5 }}
    >
      <Typography id="import-preview-heading" variant="h3" sx={{ fontSize: '1.0625rem' }}>
        What the file holds
      </Typography>
      <Box component="ul" role="status" sx={{ m: 0, pl: 3 }}>
        <li>
          {report.added} will be {verb}
        </li>
        <li>{report.unchanged} already done before: left as they are</li>
        <li>{report.withProblems} with problems: not imported</li>
      </Box>
      {problems.length > 0 && (
        <Table size="small" aria-label="Rows with problems">
          <TableHead>
            <TableRow>
              <TableCell>Line</TableCell>
              <TableCell>Name</TableCell>
              <TableCell>E-mail</TableCell>
              <TableCell>Problems</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {problems.map((row) => (
              <TableRow key={row.line}>
                <TableCell>{row.line}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.name}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.email}</TableCell>
                <TableCell>{row.problems.join(' ')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {report.unchanged > 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          Left as they are:{' '}
          {report.rows
            .filter((row) => row.outcome.startsWith('already_'))
            .map((row) => `${row.email} (${PEOPLE_IMPORT_OUTCOME_LABELS[row.outcome]})`)
            .join(', ')}
        </Typography>
      )}
    </Box>
  );
}

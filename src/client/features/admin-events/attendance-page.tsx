import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DownloadIcon from '@mui/icons-material/Download';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { formatDateTime, formatEventWhen } from '@/domain/dates';
import {
  attendanceSheetSchema,
  type AttendanceList,
  type AttendanceSheet,
} from '@/domain/event-schemas';
import { useNotify } from '@/client/components/notifications';
import { apiRequest } from '@/client/lib/api-client';
import { siteTimeZone } from '@/client/lib/site-settings';
import { usePageTitle } from '@/client/lib/use-page-title';
import { downloadFile } from '@/client/lib/admin/api/download-csv';
import { adminKeys } from '@/client/lib/admin/api/query-keys';

/** The page of an event's printable lists. */
export const attendancePath = (eventId: string, list: AttendanceList = 'attendance') =>
  `/admin/events/${encodeURIComponent(eventId)}/attendance${list === 'attendance' ? '' : `?list=${list}`}`;

const TITLES: Record<AttendanceList, string> = {
  attendance: 'Attendance sheet',
  'checked-in': 'Checked in',
};

/** A4 on paper: the lists alone, without the buttons, table headers repeated on each page. */
const printStyles = (
  <GlobalStyles
    styles={{
      '@page': { size: 'A4', margin: '15mm 12mm' },
      '@media print': {
        body: { background: '#fff' },
        // The site's header and footer, and the page's own buttons, stay on the screen.
        'header, footer, .no-print': { display: 'none !important' },
        '.print-sheet': { padding: '0 !important', maxWidth: 'none !important' },
        thead: { display: 'table-header-group' },
        tr: { breakInside: 'avoid' },
      },
    }}
  />
);

/** '1 person expected', '12 people checked in'. */
export const peopleCount = (count: number, list: AttendanceList) =>
  `${count} ${count === 1 ? 'person' : 'people'} ${list === 'attendance' ? 'expected' : 'checked in'}`;

type Row = { registration: AttendanceSheet['registrations'][number]; index: number };

/**
 * An event's attendance sheet (every person with a confirmed place, a box to tick each; a team's
 * members under it) or its checked-in list, laid out for A4, printed by the browser or
 * downloaded as the server's PDF.
 */
export function AttendancePage() {
  const { id = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const list: AttendanceList = search.get('list') === 'checked-in' ? 'checked-in' : 'attendance';
  const notify = useNotify();
  const sheet = useQuery({
    queryKey: [...adminKeys.all, 'attendance', id, list],
    queryFn: ({ signal }) =>
      apiRequest(`/admins/events/${encodeURIComponent(id)}/attendance`, {
        auth: 'admin',
        schema: attendanceSheetSchema,
        query: { list },
        signal,
      }),
  });
  const title = TITLES[list];
  usePageTitle(sheet.data ? `${title}: ${sheet.data.event.name}` : title);

  const downloadPdf = async () => {
    try {
      await downloadFile(
        `/admins/events/${encodeURIComponent(id)}/attendance.pdf`,
        { list },
        'attendance.pdf',
        'application/pdf',
      );
    } catch {
      notify('The PDF could not be downloaded. Please try again.', 'error');
    }
  };

  const rows: Row[] = (sheet.data?.registrations ?? []).flatMap((registration) =>
    registration.people
      .map((_, index) => ({ registration, index }))
      .filter(({ index }) => list === 'attendance' || registration.people[index]?.checkedInAt),
  );

  return (
    <Box
      component="main"
      className="print-sheet"
      sx={{ maxWidth: 1000, mx: 'auto', p: { xs: 2, sm: 4 }, color: '#1F2328' }}
    >
      {printStyles}
      <Box
        className="no-print"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 3 }}
      >
        <Button component={RouterLink} to="/admin/dashboard" startIcon={<ArrowBackIcon />}>
          Dashboard
        </Button>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={list}
          aria-label="List"
          onChange={(_, next: AttendanceList | null) => {
            if (next) setSearch(next === 'attendance' ? {} : { list: next });
          }}
        >
          <ToggleButton value="attendance">Attendance sheet</ToggleButton>
          <ToggleButton value="checked-in">Checked in</ToggleButton>
        </ToggleButtonGroup>
        <Box sx={{ flex: 1 }} />
        <Button
          variant="contained"
          startIcon={<PrintOutlinedIcon />}
          onClick={() => window.print()}
        >
          Print
        </Button>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void downloadPdf()}>
          PDF
        </Button>
      </Box>

      {sheet.isError ? (
        <Alert severity="error">This list could not be loaded. Please try again.</Alert>
      ) : !sheet.data ? (
        <Skeleton variant="rounded" height={300} />
      ) : (
        <>
          <Typography variant="h1" sx={{ fontSize: 26, fontWeight: 700, color: '#283593' }}>
            {sheet.data.event.name}
          </Typography>
          <Typography sx={{ fontWeight: 700, mt: 0.5 }}>
            {[
              title,
              formatEventWhen(sheet.data.event.date, siteTimeZone),
              sheet.data.event.location,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
          <Typography variant="body2" sx={{ color: '#57606A', mb: 2 }}>
            {peopleCount(rows.length, list)} · printed{' '}
            {formatDateTime(sheet.data.generatedAt, siteTimeZone)}
          </Typography>
          {rows.length === 0 ? (
            <Typography>
              {list === 'attendance'
                ? 'Nobody has a confirmed place yet.'
                : 'Nobody has checked in yet.'}
            </Typography>
          ) : (
            <AttendanceTable rows={rows} list={list} />
          )}
        </>
      )}
    </Box>
  );
}

function AttendanceTable({ rows, list }: { rows: Row[]; list: AttendanceList }) {
  return (
    <Box
      component="table"
      sx={{
        width: '100%',
        borderCollapse: 'collapse',
        fontSize: 13,
        '& th': {
          textAlign: 'left',
          fontSize: 11.5,
          color: '#57606A',
          borderBottom: '1.5px solid #57606A',
          py: 0.75,
          pr: 1,
        },
        '& td': { borderBottom: '1px solid #D0D7DE', py: 0.9, pr: 1, verticalAlign: 'top' },
        '& tr.member td:nth-of-type(2)': { pl: 2 },
      }}
    >
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col">Name</th>
          <th scope="col">Student ID</th>
          <th scope="col">Team</th>
          <th scope="col">Contact</th>
          <th scope="col">{list === 'attendance' ? 'Present' : 'Checked in'}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ registration, index }, position) => {
          const person = registration.people[index];
          if (!person) return null;
          const team =
            registration.registrationType === 'team'
              ? `Team of ${registration.people[0]?.name ?? ''}`
              : '';
          return (
            <tr key={`${registration._id}-${index}`} className={index > 0 ? 'member' : undefined}>
              <td>{position + 1}</td>
              <td style={{ fontWeight: index === 0 ? 700 : 400 }}>{person.name}</td>
              <td>{person.studentId ?? ''}</td>
              <td style={{ color: '#57606A' }}>{team}</td>
              <td>{person.contact}</td>
              <td>
                {list === 'attendance' ? (
                  <Box
                    component="span"
                    role="img"
                    aria-label={person.checkedInAt ? 'Checked in' : 'Box to tick'}
                    sx={{
                      display: 'inline-block',
                      width: 16,
                      height: 16,
                      border: '1.5px solid #57606A',
                      borderRadius: '2px',
                    }}
                  />
                ) : (
                  formatDateTime(person.checkedInAt, siteTimeZone)
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </Box>
  );
}

import FlashlightOnIcon from '@mui/icons-material/FlashlightOn';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { GATE_LABEL_MAX, GATE_UNDO_MS, type RosterTicket } from '@/domain/gate';
import { codeFromScan } from '@/domain/lifecycle';
import { useFormat } from '@/client/lib/page-texts/format';
import { countText, fill } from '@/client/lib/page-texts/fill';
import { localStore } from '@/client/lib/safe-storage';
import type { GateCredential } from './api/gate-client';
import { decide, findTicket, peopleIn, type GateWords } from './lib/decide';
import type { Admission } from './lib/gate-store';
import { useGate } from './lib/use-gate';
import { useGateTexts } from './texts';
import { useQrScanner } from './use-qr-scanner';

const GATE_KEY = 'gateName';
const HIDE_KEY = 'gateHideNames';
/** The same QR in front of the camera is read once, not again while it stays there. */
const SAME_CODE_MS = 4_000;

type Answer =
  | { kind: 'admitted'; ticket: RosterTicket; scanId: string }
  | { kind: 'refused'; message: string; ticket?: RosterTicket }
  | { kind: 'team'; ticket: RosterTicket; code: string | null; inside: Map<number, string> }
  | { kind: 'undone'; ticket: RosterTicket };

const timeZone = () =>
  document.querySelector('meta[name="site-timezone"]')?.getAttribute('content') || 'Asia/Kolkata';

/** A short sound and a buzz: one for admitted, a longer low one for refused. */
function signal(good: boolean) {
  navigator.vibrate?.(good ? 80 : [200, 100, 200]);
  try {
    const audio = new AudioContext();
    const tone = audio.createOscillator();
    tone.frequency.value = good ? 880 : 220;
    tone.connect(audio.destination);
    tone.start();
    tone.stop(audio.currentTime + (good ? 0.12 : 0.4));
    tone.onended = () => void audio.close();
  } catch {
    // No sound on this browser: the colour and the words say it.
  }
}

const COLOURS = {
  green: { bg: '#1b5e20', fg: '#ffffff' },
  amber: { bg: '#ffb300', fg: '#1a1a1a' },
  red: { bg: '#b71c1c', fg: '#ffffff' },
  neutral: { bg: '#eceff1', fg: '#1a1a1a' },
  blue: { bg: '#283593', fg: '#ffffff' },
} as const;

/** When the list was last fetched: not yet, just now, or so many minutes ago. */
function listAge({ texts, format }: GateWords, from: string | null, now: number): string {
  if (!from) return texts.listNotLoaded;
  const minutes = Math.floor((now - new Date(from).getTime()) / 60_000);
  if (minutes < 1) return texts.listJustNow;
  return countText(format.language, minutes, {
    one: texts.listMinutesOne,
    other: texts.listMinutesOther,
  });
}

/**
 * The gate: scans are decided on the event's roster kept on the phone, so an answer never waits
 * for the network; admissions are queued and sent in batches whenever there is a connection.
 */
export function GateDesk({
  credential,
  defaultGate,
}: {
  credential: GateCredential;
  defaultGate?: string;
}) {
  const texts = useGateTexts();
  const format = useFormat();
  const words = useMemo<GateWords>(() => ({ texts, format }), [texts, format]);
  const gateState = useGate(credential);
  const { data, byHash, online, sending, problem, loaded } = gateState;
  const [typedGate, setGate] = useState(() => localStore.get(GATE_KEY) ?? defaultGate ?? '');
  const [hideNames, setHideNames] = useState(() => localStore.get(HIDE_KEY) === 'yes');
  const [shown, setShown] = useState<{ answer: Answer; seq: number } | null>(null);
  const answer = shown?.answer ?? null;
  const setAnswer = useCallback(
    (next: Answer) => setShown((current) => ({ answer: next, seq: (current?.seq ?? 0) + 1 })),
    [],
  );
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const [now, setNow] = useState(() => Date.now());
  const lastRead = useRef({ code: '', at: 0 });
  const zone = timeZone();

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 5_000);
    return () => window.clearInterval(timer);
  }, []);
  const gate = typedGate || data.roster?.pass?.label || '';

  const nameOf = (ticket: RosterTicket) => (hideNames ? texts.nameHidden : ticket.name);

  const admitPeople = useCallback(
    (ticket: RosterTicket, code: string | null, people: number[]) => {
      const admission = gateState.admit(ticket, code, people, gate);
      setAnswer({ kind: 'admitted', ticket, scanId: admission.scanId });
      signal(true);
    },
    [gateState, gate, setAnswer],
  );

  const handle = useCallback(
    async (text: string, fromCamera: boolean) => {
      const roster = data.roster;
      if (!roster) return;
      const code = codeFromScan(text) ?? text.trim();
      const at = Date.now();
      if (fromCamera && code === lastRead.current.code && at - lastRead.current.at < SAME_CODE_MS) {
        return;
      }
      lastRead.current = { code, at };
      const found = await findTicket(byHash, text);
      if (!found.code) {
        setAnswer({ kind: 'refused', message: texts.noCode });
        signal(false);
        return;
      }
      const decision = decide(
        roster,
        found.ticket,
        found.code,
        data.admissions,
        new Date(),
        zone,
        words,
      );
      if (decision.kind === 'refused') {
        setAnswer(decision);
        signal(false);
      } else if (decision.kind === 'team') {
        setAnswer(decision);
        signal(true);
      } else {
        admitPeople(decision.ticket, decision.code, decision.people);
      }
    },
    [data.roster, data.admissions, byHash, zone, admitPeople, setAnswer, words, texts],
  );

  const {
    videoRef,
    state: cameraState,
    problem: cameraProblem,
    start: startCamera,
    stop: stopCamera,
    torch,
    toggleTorch,
  } = useQrScanner((text) => void handle(text, true));
  const scanning = cameraState === 'scanning' || cameraState === 'starting';

  if (problem?.kind === 'ended') {
    return (
      <Box
        role="alert"
        sx={{ p: 3, bgcolor: COLOURS.red.bg, color: COLOURS.red.fg, borderRadius: 2 }}
      >
        <Typography variant="h2" sx={{ fontSize: '1.5rem', mb: 1 }}>
          {texts.closed}
        </Typography>
        <Typography>{problem.message || texts.passExpired}</Typography>
        <Typography sx={{ mt: 1 }}>{texts.namesDeleted}</Typography>
      </Box>
    );
  }

  const roster = data.roster;
  const waiting = data.queue.length;
  const admission: Admission | undefined =
    answer?.kind === 'admitted' ? gateState.admissionOf(answer.scanId) : undefined;
  const matches: RosterTicket[] =
    roster && query.trim().length >= 2
      ? roster.tickets
          .filter((ticket) => {
            const q = query.trim().toLowerCase();
            return (
              ticket.name.toLowerCase().includes(q) ||
              ticket.contact.replace(/\s/g, '').includes(q.replace(/\s/g, '')) ||
              ticket.studentId.toLowerCase().includes(q) ||
              ticket.team.some((member) => member.toLowerCase().includes(q))
            );
          })
          .slice(0, 20)
      : [];
  const mine = data.admissions.filter(
    (item) => item.state === 'waiting' && item.gate === gate,
  ).length;
  const headcount = roster?.headcount;
  const waitingPeople = data.admissions
    .filter((item) => item.state === 'waiting')
    .reduce((sum, item) => sum + item.people.length, 0);

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <AnswerBlock
        key={shown?.seq ?? 0}
        answer={answer}
        admission={admission}
        online={online}
        nameOf={nameOf}
        words={words}
        zone={zone}
        now={now}
        onAdmit={(ticket, code, people) => admitPeople(ticket, code, people)}
        onUndo={(item) => {
          if (gateState.undo(item) && answer?.kind === 'admitted') {
            setAnswer({ kind: 'undone', ticket: answer.ticket });
          }
        }}
      />

      <Box
        role="status"
        aria-label={texts.status}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', fontSize: 14 }}
      >
        <Box
          component="span"
          sx={{
            px: 1,
            py: 0.25,
            borderRadius: 1,
            fontWeight: 700,
            bgcolor: online ? COLOURS.green.bg : COLOURS.amber.bg,
            color: online ? COLOURS.green.fg : COLOURS.amber.fg,
          }}
        >
          {online ? texts.online : texts.offline}
        </Box>
        <span>{listAge(words, data.fetchedAt, now)}</span>
        <span>·</span>
        <span>
          {countText(format.language, waiting, {
            one: texts.scansWaitingOne,
            other: texts.scansWaitingOther,
          })}
        </span>
        {sending > 0 && <span>· {texts.checking}</span>}
      </Box>
      {problem?.kind === 'forbidden' && (
        <Typography role="alert" sx={{ color: 'error.main' }}>
          {problem.message}
        </Typography>
      )}
      {!roster && loaded && (
        <Typography role="alert">{online ? texts.loadingList : texts.noList}</Typography>
      )}

      {roster && (
        <Typography variant="h2" sx={{ fontSize: '1.25rem', m: 0 }}>
          {roster.event.name}
          {roster.event.date ? ` · ${format.dateTime(roster.event.date, zone) ?? ''}` : ''}
        </Typography>
      )}

      <Box
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          if (!typed.trim()) return;
          void handle(typed, false);
          setTyped('');
        }}
        sx={{ display: 'flex', gap: 1 }}
      >
        <TextField
          id="gate-code"
          label={texts.ticketCode}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
          helperText={texts.ticketCodeHelp}
          disabled={!roster}
          fullWidth
          slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
        />
        <Button
          type="submit"
          variant="outlined"
          disabled={!roster}
          sx={{ alignSelf: 'flex-start', height: 56 }}
        >
          {texts.check}
        </Button>
      </Box>

      <Box
        component="video"
        ref={videoRef}
        muted
        playsInline
        aria-label={texts.cameraView}
        sx={{
          display: scanning ? 'block' : 'none',
          width: '100%',
          maxHeight: 300,
          bgcolor: '#000000',
          borderRadius: 2,
          objectFit: 'cover',
        }}
      />
      {cameraProblem && (
        <Typography role="alert" sx={{ color: 'error.main' }}>
          {texts.cameraFailed}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1 }}>
        {scanning ? (
          <Button variant="outlined" onClick={stopCamera} fullWidth>
            {texts.stopCamera}
          </Button>
        ) : (
          <Button
            variant="contained"
            startIcon={<QrCodeScannerIcon />}
            onClick={() => void startCamera()}
            disabled={!roster}
            fullWidth
          >
            {texts.startCamera}
          </Button>
        )}
        {torch !== null && (
          <Button
            variant="outlined"
            startIcon={<FlashlightOnIcon />}
            onClick={() => void toggleTorch()}
            aria-pressed={torch}
          >
            {texts.light}
          </Button>
        )}
      </Box>

      <Box component="section" aria-labelledby="gate-find">
        <Typography id="gate-find" variant="h2" sx={{ fontSize: '1.125rem', mb: 1 }}>
          {texts.findPerson}
        </Typography>
        <TextField
          id="gate-search"
          label={texts.search}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
          fullWidth
          disabled={!roster}
        />
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, mt: 1, display: 'grid', gap: 1 }}>
          {roster &&
            matches.map((ticket) => {
              const inside = peopleIn(ticket, data.admissions);
              const size = ticket.team.length + 1;
              return (
                <Box
                  component="li"
                  key={ticket.hash}
                  sx={{ p: 1.5, border: '1px solid', borderColor: 'divider', borderRadius: 2 }}
                >
                  <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                    {nameOf(ticket)}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {ticket.studentId} · {fill(texts.peopleIn, { in: inside.size, size })}
                  </Typography>
                  <Button
                    size="small"
                    variant="outlined"
                    sx={{ mt: 1 }}
                    aria-label={fill(texts.checkInPerson, { name: nameOf(ticket) })}
                    onClick={() => {
                      const decision = decide(
                        roster,
                        ticket,
                        null,
                        data.admissions,
                        new Date(),
                        zone,
                        words,
                      );
                      if (decision.kind === 'admit') admitPeople(ticket, null, decision.people);
                      else setAnswer(decision);
                    }}
                  >
                    {texts.checkIn}
                  </Button>
                </Box>
              );
            })}
        </Box>
        {query.trim().length >= 2 && matches.length === 0 && (
          <Typography sx={{ mt: 1, color: 'text.secondary' }}>{texts.noMatch}</Typography>
        )}
      </Box>

      {headcount && (
        <Box component="section" aria-labelledby="gate-headcount">
          <Typography id="gate-headcount" variant="h2" sx={{ fontSize: '1.125rem', mb: 1 }}>
            {texts.headcount}
          </Typography>
          <Typography>
            {fill(waitingPeople > 0 ? texts.headcountWaiting : texts.headcountIn, {
              in: headcount.total + waitingPeople,
              expected: headcount.expected,
              waiting: waitingPeople,
            })}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {headcount.byGate.map((row) => (
              <li key={row.gate}>
                {row.gate || texts.noGateNamed}: {row.count}
              </li>
            ))}
            {mine > 0 && <li>{fill(texts.thisGateWaiting, { count: mine })}</li>}
          </Box>
        </Box>
      )}

      <TextField
        id="gate-name"
        label={texts.gate}
        value={gate}
        onChange={(event) => {
          setGate(event.target.value);
          localStore.set(GATE_KEY, event.target.value);
        }}
        helperText={texts.gateHelp}
        slotProps={{ htmlInput: { maxLength: GATE_LABEL_MAX } }}
      />
      <FormControlLabel
        control={
          <Switch
            checked={hideNames}
            onChange={(event) => {
              setHideNames(event.target.checked);
              localStore.set(HIDE_KEY, event.target.checked ? 'yes' : 'no');
            }}
          />
        }
        label={texts.hideNames}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {GATE_UNDO_MS / 1000 === 60 ? texts.undoMinute : ''}
      </Typography>
    </Box>
  );
}

function AnswerBlock({
  answer,
  admission,
  online,
  nameOf,
  words: { texts, format },
  zone,
  now,
  onAdmit,
  onUndo,
}: {
  answer: Answer | null;
  admission: Admission | undefined;
  online: boolean;
  nameOf: (ticket: RosterTicket) => string;
  words: GateWords;
  zone: string;
  now: number;
  onAdmit: (ticket: RosterTicket, code: string | null, people: number[]) => void;
  onUndo: (admission: Admission) => void;
}) {
  // A new answer is a new block (its key), so the team's choice starts afresh.
  const [chosen, setChosen] = useState<number[]>(() =>
    answer?.kind === 'team'
      ? Array.from({ length: answer.ticket.team.length + 1 }, (_, i) => i).filter(
          (i) => !answer.inside.has(i),
        )
      : [],
  );

  let colour: keyof typeof COLOURS = 'neutral';
  let title = texts.ready;
  let detail: string | null = null;
  if (answer?.kind === 'refused') {
    colour = 'red';
    title = texts.notAdmitted;
    detail = answer.message;
  } else if (answer?.kind === 'team') {
    colour = 'blue';
    title = fill(texts.teamWho, { size: answer.ticket.team.length + 1 });
  } else if (answer?.kind === 'undone') {
    colour = 'neutral';
    title = texts.undone;
  } else if (answer?.kind === 'admitted' && admission) {
    if (admission.state === 'conflict' || admission.state === 'refused') {
      colour = 'red';
      title = texts.notAdmitted;
      detail = admission.message ?? null;
    } else if (admission.state === 'waiting' && !online) {
      colour = 'amber';
      title = texts.admittedOffline;
    } else {
      colour = 'green';
      title = texts.admitted;
      detail = admission.state === 'waiting' ? texts.checking : null;
    }
  }
  const { bg, fg } = COLOURS[colour];
  const ticket = answer && 'ticket' in answer ? answer.ticket : undefined;
  const size = ticket ? ticket.team.length + 1 : 0;
  const canUndo =
    admission &&
    (admission.state === 'waiting' || admission.state === 'sent') &&
    now - new Date(admission.at).getTime() < GATE_UNDO_MS;

  return (
    <Box
      role="status"
      aria-live="assertive"
      aria-label={texts.answer}
      data-answer={colour}
      sx={{ p: 2.5, borderRadius: 2, bgcolor: bg, color: fg, minHeight: 120 }}
    >
      <Typography sx={{ fontSize: '2rem', fontWeight: 800, lineHeight: 1.2 }}>{title}</Typography>
      {ticket && (
        <Typography
          sx={{ fontSize: '1.25rem', fontWeight: 600, mt: 0.5, overflowWrap: 'anywhere' }}
        >
          {nameOf(ticket)}
          {size > 1 ? ` · ${fill(texts.teamOf, { size })}` : ''}
        </Typography>
      )}
      {detail && <Typography sx={{ mt: 0.5, fontSize: '1.1rem' }}>{detail}</Typography>}
      {admission && size > 1 && (
        <Typography sx={{ mt: 0.5 }}>
          {fill(texts.admittedNow, { count: admission.people.length, size })}
        </Typography>
      )}
      {answer?.kind === 'team' && (
        <Box sx={{ mt: 1 }}>
          {[nameOf(answer.ticket), ...answer.ticket.team].map((person, index) => {
            const inAt = answer.inside.get(index);
            return (
              <FormControlLabel
                key={index}
                sx={{ display: 'flex', color: 'inherit' }}
                control={
                  <Checkbox
                    sx={{ color: 'inherit', '&.Mui-checked': { color: 'inherit' } }}
                    disabled={inAt !== undefined}
                    checked={inAt !== undefined || chosen.includes(index)}
                    onChange={(event) =>
                      setChosen((current) =>
                        event.target.checked
                          ? [...current, index]
                          : current.filter((candidate) => candidate !== index),
                      )
                    }
                  />
                }
                label={
                  inAt === undefined
                    ? person
                    : inAt
                      ? fill(texts.personInAt, { person, time: format.dateTime(inAt, zone) ?? '' })
                      : fill(texts.personIn, { person })
                }
              />
            );
          })}
          <Button
            variant="contained"
            color="inherit"
            sx={{ mt: 1, color: COLOURS.blue.bg }}
            disabled={chosen.length === 0}
            onClick={() =>
              onAdmit(
                answer.ticket,
                answer.code,
                chosen.toSorted((a, b) => a - b),
              )
            }
          >
            {fill(texts.admit, { count: chosen.length, size })}
          </Button>
        </Box>
      )}
      {canUndo && admission && (
        <Button
          variant="outlined"
          color="inherit"
          sx={{ mt: 1.5 }}
          onClick={() => onUndo(admission)}
        >
          {texts.undo}
        </Button>
      )}
    </Box>
  );
}

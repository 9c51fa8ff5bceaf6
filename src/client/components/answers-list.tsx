import Box from '@mui/material/Box';
import { answerText, asks } from '@/domain/event-questions';
import type { Registration } from '@/domain/registration-schemas';

/**
 * A registration's answers to its event's questions: the registrant's, then, for questions
 * asked of each team member, every member's under their name.
 */
export function AnswersList({ registration }: { registration: Registration }) {
  const { questions } = registration.event;
  const people = [registration.name, ...registration.teamMembers.map((member) => member.name)];
  const rows = people.flatMap((name, person) =>
    questions
      .filter((question) => asks(question, person))
      .map((question) => ({
        key: `${person}-${question.id}`,
        label: person === 0 || people.length === 1 ? question.label : `${question.label} (${name})`,
        answer: answerText(registration.answers[person]?.[question.id]) || '—',
      })),
  );
  if (rows.length === 0) return '—';
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gap: 0.25, '& dt': { color: 'text.secondary' } }}
    >
      {rows.map((row) => (
        <Box key={row.key} sx={{ display: 'contents' }}>
          <dt>{row.label}</dt>
          <Box component="dd" sx={{ m: 0, mb: 0.75, fontWeight: 600, overflowWrap: 'anywhere' }}>
            {row.answer}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

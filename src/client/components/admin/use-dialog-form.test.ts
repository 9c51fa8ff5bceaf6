import { describe, expect, it } from 'vitest';
import { ApiError } from '@/client/lib/api-client';
import { afterSuccess, submitOnce } from './use-dialog-form';

/** A dialog's submission, with every step it takes written down in order. */
function dialog(options: { notice?: (answer: string) => string | null; stayOpen?: boolean }) {
  const steps: string[] = [];
  const succeed = afterSuccess<string, { name: string }>(
    options,
    (message, severity) => steps.push(`notify ${severity}: ${message}`),
    () => steps.push('close'),
  );
  const outcome = {
    clear: () => steps.push('clear'),
    refuse: (error: unknown) => steps.push(`refuse: ${(error as Error).message}`),
    succeed,
  };
  return { steps, outcome };
}

describe('a dialog form submission', () => {
  it('clears the last refusal, sends, says the notice from the answer, then closes', async () => {
    const { steps, outcome } = dialog({ notice: (answer) => `Invitation sent to ${answer}.` });
    await submitOnce(
      async ({ name }) => {
        steps.push(`send ${name}`);
        return `${name}@hostel.example`;
      },
      { name: 'asha' },
      outcome,
    );
    expect(steps).toEqual([
      'clear',
      'send asha',
      'notify success: Invitation sent to asha@hostel.example.',
      'close',
    ]);
  });

  it('shows a refusal and keeps the dialog open, with no notice', async () => {
    const { steps, outcome } = dialog({ notice: () => 'Saved.' });
    const refusal = new ApiError(409, 'That username is taken.', { field: 'username' });
    await submitOnce(() => Promise.reject(refusal), { name: 'asha' }, outcome);
    expect(steps).toEqual(['clear', 'refuse: That username is taken.']);
  });

  it('stays open for the next step when asked, and closes silently without a notice', async () => {
    const staying = dialog({ notice: () => 'Step one done.', stayOpen: true });
    await submitOnce(async () => 'answer', { name: 'asha' }, staying.outcome);
    expect(staying.steps).toEqual(['clear', 'notify success: Step one done.']);

    const silent = dialog({ notice: () => null });
    await submitOnce(async () => 'answer', { name: 'asha' }, silent.outcome);
    expect(silent.steps).toEqual(['clear', 'close']);
  });

  it('does not take a failure after the answer for a refusal of the server', async () => {
    const { steps, outcome } = dialog({});
    const failing = {
      ...outcome,
      succeed: () => {
        throw new Error('render failed');
      },
    };
    await expect(submitOnce(async () => 'answer', { name: 'asha' }, failing)).rejects.toThrow(
      'render failed',
    );
    expect(steps).toEqual(['clear']);
  });
});

import { describe, expect, it } from 'vitest';
import { GATE_MESSAGES, ROSTER_STATUS_REFUSALS } from '@/domain/gate';
import { catalogueProblems } from '@/client/lib/page-texts/catalogue-problems';
import { fill } from '@/client/lib/page-texts/fill';
import { GATE_TEXTS_EN } from './en';
import { gateTexts } from './index';

describe('the gate’s texts in every language', () => {
  it('has each English text in Hindi and in Marathi, and nothing more', async () => {
    for (const language of ['hi', 'mr'] as const) {
      expect(catalogueProblems(GATE_TEXTS_EN, await gateTexts.load(language), language)).toEqual(
        [],
      );
    }
  });

  it('says the refusals in English word for word as the server does', () => {
    const gate = GATE_TEXTS_EN.gate;
    expect(gate.notOnRoster).toBe(GATE_MESSAGES.notOnRoster);
    expect(gate.noCode).toBe(GATE_MESSAGES.noCode);
    expect(fill(gate.otherDay, { event: 'Kabaddi', date: '15 Jan 2027' })).toBe(
      GATE_MESSAGES.otherDay('Kabaddi', '15 Jan 2027'),
    );
    expect(gate.already).toBe(GATE_MESSAGES.already(''));
    expect(fill(gate.alreadyAt, { time: '6:30 pm' })).toBe(GATE_MESSAGES.already('at 6:30 pm'));
    expect(gate.awaitingPayment).toBe(ROSTER_STATUS_REFUSALS.awaiting_payment);
    expect(gate.waitlisted).toBe(ROSTER_STATUS_REFUSALS.waitlisted);
    expect(gate.cancelled).toBe(ROSTER_STATUS_REFUSALS.cancelled);
    expect(gate.expired).toBe(ROSTER_STATUS_REFUSALS.expired);
    expect(gate.refunded).toBe(ROSTER_STATUS_REFUSALS.refunded);
  });
});

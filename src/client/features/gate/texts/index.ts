import { textsChunk } from '@/client/lib/page-texts/chunk';
import { GATE_TEXTS_EN } from './en';

/** The gate's catalogue: English here, Hindi and Marathi fetched in that language only. */
export const gateTexts = textsChunk(GATE_TEXTS_EN, {
  hi: async () => (await import('./hi')).GATE_TEXTS_HI,
  mr: async () => (await import('./mr')).GATE_TEXTS_MR,
});

export const useGateTexts = () => gateTexts.useTexts().gate;

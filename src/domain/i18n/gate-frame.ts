import type { Language } from './languages';

/**
 * The words of the frame gate.html paints before its script runs, which the server puts in in
 * the volunteer's language (`%GATE_...%` in gate.html); the page then says the same.
 */
export const GATE_FRAME_TEXTS: Record<Language, { page: string; title: string; opening: string }> =
  {
    en: { page: 'Gate', title: 'Gate check-in', opening: 'Opening the gate…' },
    hi: { page: 'गेट', title: 'गेट चेक-इन', opening: 'गेट खुल रहा है…' },
    mr: { page: 'गेट', title: 'गेट चेक-इन', opening: 'गेट उघडत आहे…' },
  };

/** gate.html with the frame's words in a language. */
export const gateFrameIn = (html: string, language: Language) =>
  html
    .replaceAll('%GATE_PAGE%', GATE_FRAME_TEXTS[language].page)
    .replaceAll('%GATE_TITLE%', GATE_FRAME_TEXTS[language].title)
    .replaceAll('%GATE_OPENING%', GATE_FRAME_TEXTS[language].opening);

import type { AboutTexts } from './index';

/** The About page's frame in Hindi; terms as in docs/glossary.md. */
export const ABOUT_TEXTS_HI: AboutTexts = {
  about: {
    title: 'हमारे बारे में',
    unavailable: 'हमारे बारे में जानकारी अभी उपलब्ध नहीं है। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
    loading: '“हमारे बारे में” पेज लोड हो रहा है',
    sectionsFailed:
      'हमारी समिति और सदस्यों की सूची अभी लोड नहीं हो सकी। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
    portrait: '{name} का चित्र',
  },
  sections: {
    president: 'अध्यक्ष',
    committee: 'समिति के सदस्य',
    administrators: 'छात्रावास प्रशासक',
    senior_association: 'वरिष्ठ छात्र संघ',
    reach_out: 'इनसे संपर्क करें',
    contributors: 'सहयोगकर्ता',
  },
};

import type { AboutTexts } from './index';

/** The About page's frame in Marathi; terms as in docs/glossary.md. */
export const ABOUT_TEXTS_MR: AboutTexts = {
  about: {
    title: 'आमच्याविषयी',
    unavailable: 'आमच्याविषयीची माहिती सध्या उपलब्ध नाही. कृपया थोड्या वेळाने पुन्हा प्रयत्न करा.',
    loading: '“आमच्याविषयी” पान लोड होत आहे',
    sectionsFailed:
      'आमची समिती आणि सदस्यांची यादी आत्ता लोड होऊ शकली नाही. कृपया थोड्या वेळाने पुन्हा प्रयत्न करा.',
    portrait: '{name} यांचे छायाचित्र',
  },
  sections: {
    president: 'अध्यक्ष',
    committee: 'समिती सदस्य',
    administrators: 'वसतिगृह प्रशासक',
    senior_association: 'ज्येष्ठ विद्यार्थी संघटना',
    reach_out: 'यांच्याशी संपर्क साधा',
    contributors: 'योगदानकर्ते',
  },
};

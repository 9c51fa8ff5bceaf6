import type { ShellTexts } from './en';

/** The shared shell in Hindi; terms as in docs/glossary.md. */
export const SHELL_TEXTS_HI: ShellTexts = {
  nav: {
    home: 'मुखपृष्ठ',
    about: 'हमारे बारे में',
    contact: 'संपर्क',
    events: 'कार्यक्रम',
    admin: 'एडमिन',
    login: 'लॉग इन / साइन अप',
    donate: 'दान करें',
    sports: 'खेल',
    ganeshChaturthi: 'गणेश चतुर्थी',
    alumni: 'पूर्व छात्र',
    history: 'इतिहास',
    profile: 'प्रोफ़ाइल',
    registeredEvents: 'मेरे पंजीकृत कार्यक्रम',
    donationHistory: 'मेरे दान',
    yourData: 'आपका डेटा',
    signOutEverywhere: 'हर जगह से साइन आउट करें',
    terms: 'नियम और शर्तें',
    privacy: 'गोपनीयता नीति',
    refund: 'रिफ़ंड नीति',
  },
  drawer: {
    title: 'मेन्यू',
    close: 'मेन्यू बंद करें',
    navigation: 'मुख्य मेन्यू',
  },
  header: {
    main: 'मुख्य',
    openMenu: 'मेन्यू खोलें',
    language: 'भाषा',
  },
  footer: {
    policies: 'नीतियाँ',
    support: 'सहायता',
    rights: 'सर्वाधिकार सुरक्षित।',
  },
  landing: {
    tagline: '100 से भी अधिक वर्षों से विद्यार्थियों का घर',
    welcome: '{site} में आपका स्वागत है',
    intro:
      'राज्य भर के गाँवों और कस्बों से आए विद्यार्थियों को यहाँ रहने की जगह, गरम खाना और जीवन भर के दोस्त मिले हैं। त्योहारों, क्रिकेट और देर रात तक चलने वाली पढ़ाई के लिए आइए; परिवार के लिए यहीं रह जाइए।',
    learnMore: 'और जानें',
    upcomingHeading: 'छात्रावास के आगामी खेल कार्यक्रम',
    upcomingEmpty: 'नए मैच और टूर्नामेंट सबसे पहले यहीं घोषित होते हैं, इसलिए जल्द ही फिर देखिए।',
    exploreHeading: 'कक्षा के बाहर का जीवन',
    sportsTitle: 'खेल कार्यक्रम',
    sportsText:
      'ढलती धूप में क्रिकेट, आँगन में कबड्डी और एक खेल सप्ताह, जिसका पूरा छात्रावास साल भर इंतज़ार करता है।',
    ganeshTitle: 'गणेश चतुर्थी',
    ganeshText: 'आरती, गेंदे के फूल, ढोल-ताशा और प्रसाद के दस दिन: साल का हमारा सबसे बड़ा उत्सव।',
    alumniTitle: 'पूर्व छात्र संपर्क',
    alumniText: 'पुराने निवासी, जो मार्गदर्शन करते हैं, छात्रवृत्तियाँ देते हैं और आज भी हर दिसंबर घर लौट आते हैं।',
    galleryHeading: 'छात्रावास जीवन के कुछ पल',
  },
};

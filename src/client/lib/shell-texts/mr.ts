import type { ShellTexts } from './en';

/** The shared shell in Marathi; terms as in docs/glossary.md. */
export const SHELL_TEXTS_MR: ShellTexts = {
  nav: {
    home: 'मुख्यपृष्ठ',
    about: 'आमच्याविषयी',
    contact: 'संपर्क',
    events: 'कार्यक्रम',
    admin: 'ॲडमिन',
    login: 'लॉग इन / साइन अप',
    donate: 'देणगी द्या',
    sports: 'क्रीडा',
    ganeshChaturthi: 'गणेश चतुर्थी',
    alumni: 'माजी विद्यार्थी',
    history: 'इतिहास',
    profile: 'प्रोफाइल',
    registeredEvents: 'माझे नोंदणी केलेले कार्यक्रम',
    donationHistory: 'माझ्या देणग्या',
    yourData: 'तुमची माहिती',
    signOutEverywhere: 'सर्व ठिकाणांहून साइन आउट करा',
    terms: 'नियम व अटी',
    privacy: 'गोपनीयता धोरण',
    refund: 'परतावा धोरण',
  },
  drawer: {
    title: 'मेनू',
    close: 'मेनू बंद करा',
    navigation: 'मुख्य मेनू',
  },
  header: {
    main: 'मुख्य',
    openMenu: 'मेनू उघडा',
    language: 'भाषा',
  },
  footer: {
    policies: 'धोरणे',
    support: 'मदत',
    rights: 'सर्व हक्क राखीव.',
  },
  landing: {
    tagline: 'शंभराहून अधिक वर्षे विद्यार्थ्यांचे घर',
    welcome: '{site} मध्ये तुमचे स्वागत आहे',
    intro:
      'राज्यभरातील गावांतून आणि शहरांतून आलेल्या विद्यार्थ्यांना इथे राहायला खोली, गरम जेवण आणि आयुष्यभराचे मित्र मिळाले आहेत. सण, क्रिकेट आणि रात्री उशिरापर्यंतच्या अभ्यासासाठी या; कुटुंबासाठी इथेच राहा.',
    learnMore: 'अधिक जाणून घ्या',
    upcomingHeading: 'वसतिगृहाचे आगामी क्रीडा कार्यक्रम',
    upcomingEmpty: 'नवे सामने आणि स्पर्धा सर्वात आधी इथेच जाहीर होतात, म्हणून लवकरच पुन्हा पाहा.',
    exploreHeading: 'वर्गाबाहेरचे आयुष्य',
    sportsTitle: 'क्रीडा कार्यक्रम',
    sportsText:
      'मावळत्या उन्हातले क्रिकेट, अंगणातली कबड्डी आणि अख्खे वसतिगृह ज्याची वाट पाहते असा क्रीडा सप्ताह.',
    ganeshTitle: 'गणेश चतुर्थी',
    ganeshText: 'आरती, झेंडूची फुले, ढोल-ताशा आणि प्रसादाचे दहा दिवस: वर्षातला आमचा सर्वात मोठा उत्सव.',
    alumniTitle: 'माजी विद्यार्थी संपर्क',
    alumniText: 'माजी निवासी, जे मार्गदर्शन करतात, शिष्यवृत्ती देतात आणि आजही दर डिसेंबरला घरी परत येतात.',
    galleryHeading: 'वसतिगृहातील काही क्षण',
  },
};

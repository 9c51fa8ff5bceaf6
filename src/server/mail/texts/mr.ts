import type { MailTexts } from './en';

/** The mails in Marathi; terms as in docs/glossary.md, the reader addressed as तुम्ही. */
export const MAIL_TEXTS_MR: MailTexts = {
  closing: (siteName) => `शुभेच्छांसह,\n${siteName}`,
  hello: 'नमस्कार,',
  helloName: (name) => `नमस्कार ${name},`,
  actions: {
    seeOnSite: 'साइटवर पाहा',
    myEvents: 'माझे नोंदणी केलेले कार्यक्रम',
    payNow: 'आता पैसे भरा',
    registerAgain: 'पुन्हा नोंदणी करा',
    contactUs: 'आमच्याशी संपर्क साधा',
    notMe: 'हे मी केलेले नाही',
    chooseNewPassword: 'नवा पासवर्ड निवडा',
  },
  details: {
    event: 'कार्यक्रम',
    when: 'कधी',
    where: 'कुठे',
    registration: 'नोंदणी',
    team: 'संघ',
    individual: 'वैयक्तिक',
    amount: 'रक्कम',
    ticketCode: 'तिकीट कोड',
    dateToBeAnnounced: 'तारीख नंतर जाहीर होईल',
    free: 'विनामूल्य',
    paid: (amount) => `${amount}, पैसे भरले आहेत`,
    due: (amount) => `${amount}, पैसे भरणे बाकी`,
    withReceipt: (amount, receiptNumber) => `${amount} (पावती ${receiptNumber})`,
  },
  paidFor: (what) =>
    what.kind === 'donation'
      ? 'तुमच्या देणगीसाठी'
      : what.kind === 'registration'
        ? `${what.eventName} (${what.team ? 'संघ' : 'वैयक्तिक'} नोंदणी) साठी`
        : what.kind === 'event'
          ? `${what.eventName} साठी`
          : what.kind === 'receipt'
            ? `${what.purpose} साठी`
            : 'तुमच्या नोंदणीसाठी',

  signUpCode: {
    subject: (siteName) => `${siteName} वर साइन अप करण्यासाठी तुमचा कोड`,
    paragraphs: (validMinutes) => [
      `साइन अप पूर्ण करण्यासाठी हा कोड वापरा. तो ${validMinutes} मिनिटे वैध आहे.`,
      'हा कोड तुम्ही मागितला नसेल, तर या ई-मेलकडे दुर्लक्ष करा.',
    ],
  },
  signInCode: {
    subject: (siteName) => `${siteName} वर लॉग इन करण्यासाठी तुमचा कोड`,
    paragraphs: (validMinutes) => [
      'तुमच्या खात्यावर अनेक वेळा चुकीचा पासवर्ड टाकला गेला, म्हणून आता लॉग इन करताना हा कोडही लागेल. ' +
        `तो एकदाच, ${validMinutes} मिनिटांसाठी चालेल.`,
      'हा कोड तुम्ही मागितला नसेल, तर कदाचित दुसरे कोणी तुमचा पासवर्ड वापरून पाहत आहे: "पासवर्ड विसरलात?" वापरून नवा पासवर्ड निवडा.',
    ],
  },
  passwordReset: {
    subject: (siteName) => `${siteName} चा पासवर्ड बदला`,
    paragraphs: (validMinutes) => [
      `तुमच्या खात्याचा पासवर्ड बदलण्याची विनंती आली आहे. ही लिंक एकदाच, ${validMinutes} मिनिटांसाठी चालेल.`,
      'ही विनंती तुम्ही केली नसेल, तर या ई-मेलकडे दुर्लक्ष करा: तुमचा पासवर्ड आहे तसाच राहील.',
    ],
  },
  emailChangeCode: {
    subject: (siteName) => `${siteName}: हा ई-मेल पत्ता पक्का करण्यासाठी तुमचा कोड`,
    paragraphs: (siteName, validMinutes) => [
      `${siteName} वर हा तुमचा ई-मेल पत्ता करण्यासाठी हा कोड तुमच्या प्रोफाइल पानावर टाका. तो ${validMinutes} मिनिटे वैध आहे.`,
      'हा कोड तुम्ही मागितला नसेल, तर या ई-मेलकडे दुर्लक्ष करा: काहीही बदलणार नाही.',
    ],
  },
  emailChanged: {
    subject: (siteName) => `${siteName} वरील तुमचा ई-मेल पत्ता बदलला आहे`,
    paragraphs: (oldEmail, newEmail) => [
      `तुमच्या खात्याचा ई-मेल पत्ता ${oldEmail} वरून ${newEmail} असा बदलला आहे. यापुढे नव्या पत्त्याने लॉग इन करा.`,
      'हा बदल तुम्ही केला नसेल, तर लगेच संपर्क पानावरून आम्हाला कळवा.',
    ],
  },
  passwordChanged: {
    subject: (siteName) => `${siteName} वरील तुमचा पासवर्ड बदलला आहे`,
    paragraphs: [
      'तुमच्या खात्याचा पासवर्ड आत्ताच बदलला गेला.',
      'हा बदल तुम्ही केला नसेल, तर लगेच लॉग इन पानावरून तुमचा पासवर्ड बदला आणि संपर्क पानावरून आम्हाला कळवा.',
    ],
  },
  queryReceived: {
    subject: (siteName) => `तुमचा प्रश्न आम्हाला मिळाला: ${siteName}`,
    paragraphs: (siteName) => [
      `${siteName} ला लिहिल्याबद्दल धन्यवाद. तुमचा प्रश्न वसतिगृहाच्या कार्यालयात पोहोचला आहे; आम्ही साधारणपणे दोन कामाच्या दिवसांत ई-मेलने उत्तर देऊ.`,
      'तुम्ही आम्हाला कोणताही प्रश्न पाठवला नसेल, तर खालील लिंक या पत्त्यावर साइटवरून येणारे सर्व ई-मेल बंद करेल.',
    ],
  },
  queryReply: {
    subject: (siteName) => `Re: ${siteName} ला पाठवलेला तुमचा प्रश्न`,
    writeBack: 'उत्तर देण्यासाठी याच ई-मेलला उत्तर पाठवा.',
    youWrote: (askedOn) => `${askedOn} रोजी तुम्ही लिहिले होते:`,
  },
  paymentReceipt: {
    subject: (receiptNumber, amount) => `पावती ${receiptNumber}: ${amount} मिळाले`,
    paragraphs: (amount, paidFor, receiptNumber) => [
      `${paidFor} तुम्ही भरलेले ${amount} आम्हाला मिळाले. धन्यवाद.`,
      `तुमची पावती ${receiptNumber} या ई-मेलसोबत PDF स्वरूपात जोडली आहे; ती तुम्ही केव्हाही तुमच्या खात्यातून पुन्हा डाउनलोड करू शकता.`,
    ],
  },
  refundProcessed: {
    subject: (amount) => `${amount} चा परतावा झाला`,
    paragraphs: (amount, paidFor, receiptNumber) => [
      `${paidFor} केलेल्या तुमच्या पेमेंटपैकी ${amount} आम्ही परत केले आहेत (पावती ${receiptNumber}).`,
      'पैसे तुम्ही ज्या मार्गाने भरले त्याच मार्गाने परत जातील; ते तुमच्या बँकेत दिसायला 5 ते 7 कामाचे दिवस लागू शकतात.',
    ],
  },
  returnReasons: {
    noPlace: 'जागा राखून ठेवण्याची वेळ संपल्यानंतर पेमेंट आले, आणि तोपर्यंत एकही जागा शिल्लक नव्हती.',
    cancelled: 'रद्द झालेल्या नोंदणीसाठी पेमेंट आले.',
    registeredAgain: 'तुम्ही पुन्हा नोंदणी केल्यानंतर जुन्या नोंदणीसाठी पेमेंट आले.',
    registrationRemoved: 'ज्या नोंदणीसाठी हे पेमेंट होते, ती काढून टाकली गेली होती.',
    donationWithdrawn: 'ज्या देणगीसाठी हे पेमेंट होते, ती मागे घेतली गेली होती.',
    alreadyPaid: 'ज्यासाठी हे पेमेंट होते, त्याचे पैसे आधीच भरले गेले होते.',
    secondPayment: 'आधीच पैसे भरलेल्या ऑर्डरचे हे दुसरे पेमेंट होते.',
  },
  paymentReturned: {
    subject: (paidFor) => `${paidFor} केलेले तुमचे पेमेंट परत केले जात आहे`,
    paragraphs: (amount, paidFor, reason) => [
      `${paidFor} तुम्ही भरलेले ${amount} आम्हाला मिळाले, पण ते वापरता आले नाहीत: ${reason}`,
      'संपूर्ण रक्कम तुम्ही ज्या मार्गाने भरली त्याच मार्गाने परत केली जात आहे; ती तुमच्या बँकेत दिसायला 5 ते 7 कामाचे दिवस लागू शकतात. झालेल्या त्रासाबद्दल क्षमस्व.',
    ],
  },
  registrationConfirmed: {
    subject: (eventName) => `तुमची नोंदणी झाली: ${eventName}`,
    registered: (eventName) =>
      `${eventName} साठी तुमची नोंदणी झाली आहे. तुमची भेट होण्याची आम्ही वाट पाहत आहोत.`,
    registeredLate: (eventName) =>
      `पैसे भरण्याची मुदत संपल्यानंतर तुमचे पेमेंट आले, पण तेव्हाही एक जागा रिकामी होती: ती तुमची आहे. ${eventName} साठी तुमची नोंदणी झाली आहे.`,
    showQr: (ticketCode) =>
      `प्रवेशद्वारावर खालील QR कोड दाखवा (किंवा तिकीट कोड ${ticketCode} सांगा). तो "माझे नोंदणी केलेले कार्यक्रम" मधील तुमच्या नोंदणीवरही आहे.`,
    calendar: 'जोडलेल्या कॅलेंडर फाइलने हा कार्यक्रम तुमच्या कॅलेंडरमध्ये जोडला जाईल.',
    qrAlt: 'तुमच्या तिकिटाचा QR कोड',
  },
  teamMember: {
    subject: (eventName, siteName) => `${eventName} साठी तुमचा संघ: ${siteName}`,
    paragraphs: (registrant, eventName, siteName) => [
      `${registrant} यांनी ${siteName} वर ${eventName} साठी एका संघाची नोंदणी केली आहे, त्यात तुमचाही समावेश आहे. संघाचे तिकीट ${registrant} यांच्याकडे आहे; प्रवेशद्वारावर एकत्र या, किंवा तिथे तुमचे नाव सांगा.`,
      'हे तुम्ही नसाल, किंवा हा संघ तुम्हाला माहीत नसेल, तर खालील लिंक या पत्त्यावर साइटवरून येणारे सर्व ई-मेल बंद करेल.',
    ],
  },
  placeOffered: {
    subject: (eventName) => `तुम्हाला जागा मिळाली: ${eventName}`,
    freedUp: (eventName) =>
      `${eventName} मध्ये एक जागा रिकामी झाली आहे, आणि प्रतीक्षा यादीतून ती तुम्हाला मिळाली आहे.`,
    payBy: (amount, holdEnds) =>
      `जागा राखण्यासाठी ${holdEnds} पर्यंत ${amount} शुल्क भरा; त्यानंतर ही जागा यादीतील पुढच्या व्यक्तीला दिली जाईल.`,
    payOrganiser: (amount) => `तुमची नोंदणी पूर्ण करण्यासाठी ${amount} शुल्क आयोजकांकडे भरा.`,
  },
  offerReminder: {
    subject: (holdEnds, eventName) => `तुमची जागा राखण्यासाठी ${holdEnds} पर्यंत पैसे भरा: ${eventName}`,
    paragraphs: (eventName, amount, holdEnds) => [
      `${eventName} मध्ये तुम्हाला दिलेली जागा अजून तुमचीच आहे, पण ${amount} शुल्क अजून भरलेले नाही.`,
      `जागा राखण्यासाठी ${holdEnds} पर्यंत पैसे भरा; त्यानंतर ही जागा यादीतील पुढच्या व्यक्तीला दिली जाईल.`,
    ],
  },
  holdLapsed: {
    subject: (eventName) => `तुमची जागा गेली: ${eventName}`,
    lapsed: (eventName) =>
      `${eventName} चे शुल्क वेळेत भरले गेले नाही, म्हणून तुमच्यासाठी राखलेली जागा गेली आणि तुमच्या नोंदणीची मुदत संपली.`,
    stillOpen: 'जागा अजून शिल्लक आहेत: तुम्ही पुन्हा नोंदणी करू शकता.',
    full: 'या वेळी कार्यक्रमात एकही जागा रिकामी नाही.',
  },
  registrationCancelled: {
    subject: (eventName) => `नोंदणी रद्द: ${eventName}`,
    cancelled: (eventName) => `${eventName} साठीची तुमची नोंदणी रद्द झाली आहे.`,
    passedOn: (eventName) =>
      `${eventName} साठीची तुमची नोंदणी रद्द झाली आहे, आणि तुमची जागा दुसऱ्या कोणाला दिली गेली आहे.`,
    refund: (amount) =>
      `${amount} तुम्ही ज्या मार्गाने भरले त्याच मार्गाने परत केले जातील; ते तुमच्या बँकेत दिसायला 5 ते 7 कामाचे दिवस लागू शकतात.`,
    noRefund: 'या कार्यक्रमाच्या परतावा धोरणानुसार या नोंदणीचे कोणतेही पैसे परत केले जाणार नाहीत.',
  },
  eventReminder: {
    subject: (eventName, when) => `आठवण: ${eventName}, ${when}`,
    paragraph: (eventName, when) =>
      `आठवण करून देतो की ${eventName} ${when} रोजी आहे. तुमच्या तिकिटाचा QR कोड सोबत आणा (तो तुमच्या पुष्टीच्या ई-मेलमध्ये आणि "माझे नोंदणी केलेले कार्यक्रम" मध्ये आहे).`,
  },
  eventMessage: {
    why: (eventName) => `तुम्ही ${eventName} साठी नोंदणी केली आहे, म्हणून हा ई-मेल तुम्हाला आला आहे.`,
  },
};

import type { MailTexts } from './en';

/** The mails in Hindi; terms as in docs/glossary.md, the reader addressed as आप. */
export const MAIL_TEXTS_HI: MailTexts = {
  closing: (siteName) => `सादर,\n${siteName}`,
  hello: 'नमस्ते,',
  helloName: (name) => `नमस्ते ${name},`,
  actions: {
    seeOnSite: 'साइट पर देखें',
    myEvents: 'मेरे पंजीकृत कार्यक्रम',
    payNow: 'अभी भुगतान करें',
    registerAgain: 'फिर से पंजीकरण करें',
    contactUs: 'हमसे संपर्क करें',
    notMe: 'यह मैंने नहीं किया',
    chooseNewPassword: 'नया पासवर्ड चुनें',
  },
  details: {
    event: 'कार्यक्रम',
    when: 'कब',
    where: 'कहाँ',
    registration: 'पंजीकरण',
    team: 'टीम',
    individual: 'अकेले',
    amount: 'राशि',
    ticketCode: 'टिकट कोड',
    dateToBeAnnounced: 'तिथि की घोषणा बाद में होगी',
    free: 'निःशुल्क',
    paid: (amount) => `${amount}, भुगतान हो चुका है`,
    due: (amount) => `${amount}, भुगतान बाकी है`,
    withReceipt: (amount, receiptNumber) => `${amount} (रसीद ${receiptNumber})`,
  },
  paidFor: (what) =>
    what.kind === 'donation'
      ? 'आपके दान के लिए'
      : what.kind === 'registration'
        ? `${what.eventName} (${what.team ? 'टीम' : 'अकेले'} पंजीकरण) के लिए`
        : what.kind === 'event'
          ? `${what.eventName} के लिए`
          : what.kind === 'receipt'
            ? `${what.purpose} के लिए`
            : 'आपके पंजीकरण के लिए',

  signUpCode: {
    subject: (siteName) => `${siteName} पर साइन अप के लिए आपका कोड`,
    paragraphs: (validMinutes) => [
      `साइन अप पूरा करने के लिए यह कोड डालें। यह ${validMinutes} मिनट तक मान्य है।`,
      'अगर आपने यह कोड नहीं माँगा था, तो इस ई-मेल को अनदेखा कर दें।',
    ],
  },
  signInCode: {
    subject: (siteName) => `${siteName} पर लॉग इन के लिए आपका कोड`,
    paragraphs: (validMinutes) => [
      'आपके खाते पर कई बार गलत पासवर्ड डाला गया, इसलिए अब लॉग इन करने के लिए यह कोड भी चाहिए। ' +
        `यह एक ही बार, ${validMinutes} मिनट तक काम करेगा।`,
      'अगर आपने यह कोड नहीं माँगा था, तो शायद कोई और आपका पासवर्ड आज़मा रहा है: "पासवर्ड भूल गए" से नया पासवर्ड चुनें।',
    ],
  },
  passwordReset: {
    subject: (siteName) => `${siteName} का पासवर्ड बदलें`,
    paragraphs: (validMinutes) => [
      `आपके खाते का पासवर्ड बदलने का अनुरोध किया गया है। यह लिंक एक ही बार, ${validMinutes} मिनट तक काम करेगा।`,
      'अगर यह अनुरोध आपने नहीं किया था, तो इस ई-मेल को अनदेखा कर दें: आपका पासवर्ड जैसा है वैसा ही रहेगा।',
    ],
  },
  emailChangeCode: {
    subject: (siteName) => `${siteName}: इस ई-मेल पते की पुष्टि के लिए आपका कोड`,
    paragraphs: (siteName, validMinutes) => [
      `${siteName} पर इसे अपना ई-मेल पता बनाने के लिए यह कोड अपने प्रोफ़ाइल पेज पर डालें। यह ${validMinutes} मिनट तक मान्य है।`,
      'अगर आपने यह कोड नहीं माँगा था, तो इस ई-मेल को अनदेखा कर दें: कुछ नहीं बदलेगा।',
    ],
  },
  emailChanged: {
    subject: (siteName) => `${siteName} पर आपका ई-मेल पता बदल गया है`,
    paragraphs: (oldEmail, newEmail) => [
      `आपके खाते का ई-मेल पता ${oldEmail} से बदलकर ${newEmail} कर दिया गया है। अब से नए पते से लॉग इन करें।`,
      'अगर यह बदलाव आपने नहीं किया, तो तुरंत संपर्क पेज से हमें लिखें।',
    ],
  },
  passwordChanged: {
    subject: (siteName) => `${siteName} पर आपका पासवर्ड बदल गया है`,
    paragraphs: [
      'आपके खाते का पासवर्ड अभी-अभी बदला गया है।',
      'अगर यह बदलाव आपने नहीं किया, तो तुरंत लॉग इन पेज से अपना पासवर्ड बदलें और संपर्क पेज से हमें लिखें।',
    ],
  },
  queryReceived: {
    subject: (siteName) => `आपका प्रश्न हमें मिल गया है: ${siteName}`,
    paragraphs: (siteName) => [
      `${siteName} को लिखने के लिए धन्यवाद। आपका प्रश्न छात्रावास कार्यालय तक पहुँच गया है; हम आम तौर पर दो कार्य-दिवसों में ई-मेल से उत्तर देंगे।`,
      'अगर आपने हमें कोई प्रश्न नहीं भेजा था, तो नीचे दिया गया लिंक इस पते पर साइट से आने वाले सभी ई-मेल बंद कर देगा।',
    ],
  },
  queryReply: {
    subject: (siteName) => `Re: ${siteName} को भेजा गया आपका प्रश्न`,
    writeBack: 'उत्तर देने के लिए इसी ई-मेल का जवाब भेजें।',
    youWrote: (askedOn) => `${askedOn} को आपने लिखा था:`,
  },
  paymentReceipt: {
    subject: (receiptNumber, amount) => `रसीद ${receiptNumber}: ${amount} प्राप्त हुए`,
    paragraphs: (amount, paidFor, receiptNumber) => [
      `${paidFor} हमें ${amount} प्राप्त हुए हैं। धन्यवाद।`,
      `आपकी रसीद ${receiptNumber} इस ई-मेल के साथ PDF में संलग्न है; आप इसे कभी भी अपने खाते से दोबारा डाउनलोड कर सकते हैं।`,
    ],
  },
  refundProcessed: {
    subject: (amount) => `${amount} का रिफ़ंड हो गया है`,
    paragraphs: (amount, paidFor, receiptNumber) => [
      `${paidFor} किए गए आपके भुगतान में से ${amount} लौटा दिए गए हैं (रसीद ${receiptNumber})।`,
      'राशि उसी तरीके से लौटेगी जिससे आपने भुगतान किया था; आपके बैंक में दिखने में 5 से 7 कार्य-दिवस लग सकते हैं।',
    ],
  },
  returnReasons: {
    noPlace: 'भुगतान जगह रोके रखने का समय खत्म होने के बाद पहुँचा, और तब तक कोई जगह खाली नहीं बची थी।',
    cancelled: 'भुगतान एक ऐसे पंजीकरण के लिए पहुँचा जो रद्द हो चुका था।',
    registeredAgain: 'भुगतान पुराने पंजीकरण के लिए पहुँचा, जबकि आप फिर से पंजीकरण कर चुके थे।',
    registrationRemoved: 'जिस पंजीकरण के लिए यह था, वह हटाया जा चुका था।',
    donationWithdrawn: 'जिस दान के लिए यह था, वह वापस लिया जा चुका था।',
    alreadyPaid: 'जिसके लिए यह था, उसका भुगतान पहले ही हो चुका था।',
    secondPayment: 'यह एक ऐसे ऑर्डर का दूसरा भुगतान था जिसका भुगतान पहले ही हो चुका था।',
  },
  paymentReturned: {
    subject: (paidFor) => `${paidFor} किया गया आपका भुगतान लौटाया जा रहा है`,
    paragraphs: (amount, paidFor, reason) => [
      `${paidFor} आपका ${amount} का भुगतान हमें मिला, पर उसका उपयोग नहीं हो सका: ${reason}`,
      'पूरी राशि उसी तरीके से लौटाई जा रही है जिससे आपने भुगतान किया था; आपके बैंक में दिखने में 5 से 7 कार्य-दिवस लग सकते हैं। असुविधा के लिए हमें खेद है।',
    ],
  },
  registrationConfirmed: {
    subject: (eventName) => `आपका पंजीकरण हो गया है: ${eventName}`,
    registered: (eventName) => `${eventName} के लिए आपका पंजीकरण हो गया है। आपसे मिलने की प्रतीक्षा रहेगी।`,
    registeredLate: (eventName) =>
      `आपका भुगतान समय-सीमा खत्म होने के बाद पहुँचा, पर एक जगह तब भी खाली थी: वह आपकी है। ${eventName} के लिए आपका पंजीकरण हो गया है।`,
    showQr: (ticketCode) =>
      `प्रवेश द्वार पर नीचे दिया गया QR कोड दिखाएँ (या टिकट कोड ${ticketCode} बताएँ)। यह "मेरे पंजीकृत कार्यक्रम" में आपके पंजीकरण पर भी है।`,
    calendar: 'संलग्न कैलेंडर फ़ाइल से यह कार्यक्रम आपके कैलेंडर में जुड़ जाएगा।',
    qrAlt: 'आपके टिकट का QR कोड',
  },
  teamMember: {
    subject: (eventName, siteName) => `${eventName} के लिए आपकी टीम: ${siteName}`,
    paragraphs: (registrant, eventName, siteName) => [
      `${registrant} ने ${siteName} पर ${eventName} के लिए एक टीम का पंजीकरण किया है, जिसमें आप भी हैं। टीम का टिकट ${registrant} के पास है; प्रवेश द्वार पर साथ आएँ, या वहाँ अपना नाम बताएँ।`,
      'अगर यह आप नहीं हैं, या आप इस टीम को नहीं जानते, तो नीचे दिया गया लिंक इस पते पर साइट से आने वाले सभी ई-मेल बंद कर देगा।',
    ],
  },
  placeOffered: {
    subject: (eventName) => `आपके लिए जगह खाली हुई है: ${eventName}`,
    freedUp: (eventName) => `${eventName} में एक जगह खाली हुई है, और प्रतीक्षा सूची से वह आपको मिली है।`,
    payBy: (amount, holdEnds) =>
      `जगह बनाए रखने के लिए ${holdEnds} तक ${amount} शुल्क भरें; उसके बाद यह जगह सूची में अगले व्यक्ति को दे दी जाएगी।`,
    payOrganiser: (amount) => `अपना पंजीकरण पूरा करने के लिए ${amount} शुल्क आयोजक के पास भरें।`,
  },
  offerReminder: {
    subject: (holdEnds, eventName) =>
      `अपनी जगह बनाए रखने के लिए ${holdEnds} तक भुगतान करें: ${eventName}`,
    paragraphs: (eventName, amount, holdEnds) => [
      `${eventName} में आपको दी गई जगह अभी भी आपकी है, पर ${amount} शुल्क अभी तक नहीं भरा गया है।`,
      `जगह बनाए रखने के लिए ${holdEnds} तक भुगतान करें; उसके बाद यह जगह सूची में अगले व्यक्ति को दे दी जाएगी।`,
    ],
  },
  holdLapsed: {
    subject: (eventName) => `आपकी जगह रद्द हो गई है: ${eventName}`,
    lapsed: (eventName) =>
      `${eventName} का शुल्क समय पर नहीं भरा गया, इसलिए आपके लिए रखी गई जगह अब नहीं रही और आपके पंजीकरण की समय-सीमा खत्म हो गई है।`,
    stillOpen: 'जगहें अभी भी खाली हैं: आप फिर से पंजीकरण कर सकते हैं।',
    full: 'इस समय कार्यक्रम में कोई जगह खाली नहीं है।',
  },
  registrationCancelled: {
    subject: (eventName) => `पंजीकरण रद्द: ${eventName}`,
    cancelled: (eventName) => `${eventName} के लिए आपका पंजीकरण रद्द कर दिया गया है।`,
    passedOn: (eventName) =>
      `${eventName} के लिए आपका पंजीकरण रद्द कर दिया गया है, और आपकी जगह किसी और को दे दी गई है।`,
    refund: (amount) =>
      `${amount} उसी तरीके से लौटाए जाएँगे जिससे आपने भुगतान किया था; आपके बैंक में दिखने में 5 से 7 कार्य-दिवस लग सकते हैं।`,
    noRefund: 'इस कार्यक्रम की रिफ़ंड नीति के अनुसार इस पंजीकरण पर कोई राशि नहीं लौटाई जाएगी।',
  },
  eventReminder: {
    subject: (eventName, when) => `याद दिलाना: ${eventName}, ${when}`,
    paragraph: (eventName, when) =>
      `याद दिला दें कि ${eventName} ${when} को है। अपने टिकट का QR कोड साथ लाएँ (यह आपके पुष्टि वाले ई-मेल में और "मेरे पंजीकृत कार्यक्रम" में है)।`,
  },
  eventMessage: {
    why: (eventName) => `यह ई-मेल आपको इसलिए मिला है क्योंकि आपने ${eventName} के लिए पंजीकरण किया है।`,
  },
};

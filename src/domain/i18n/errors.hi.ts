/**
 * Hindi for the message catalogue, by code (src/server/i18n/error-codes.ts). ICU messages: `{0}`,
 * `{1}` are the values in the order the English gives them. Terms follow docs/glossary.md.
 */
export const ERRORS_HI: Readonly<Record<string, string>> = {
  'registration.success': 'पंजीकरण हो गया! कार्यक्रम में मिलते हैं।',
  'registration.not-your-email': 'पंजीकरण केवल अपने खाते के ई-मेल पते से किया जा सकता है।',
  'registration.completed': 'यह कार्यक्रम समाप्त हो चुका है, इसलिए पंजीकरण बंद है।',
  'registration.deadline-passed': 'इस कार्यक्रम के पंजीकरण की अंतिम तिथि निकल चुकी है।',
  'registration.full': 'यह कार्यक्रम भर चुका है। नए कार्यक्रमों के लिए कार्यक्रम पेज देखते रहें।',
  'registration.type-not-allowed': 'इस कार्यक्रम में {0} पंजीकरण नहीं लिया जाता।',
  'registration.no-members':
    'टीम में आपके अलावा कम से कम एक सदस्य होना चाहिए। कोई सदस्य जोड़ें, या अकेले पंजीकरण करें।',
  'registration.too-few-members': 'इस कार्यक्रम की टीम में आपको मिलाकर कम से कम {0} लोग होने चाहिए।',
  'registration.too-many-members': 'इस कार्यक्रम की टीम में आपको मिलाकर अधिकतम {0} लोग हो सकते हैं।',
  'registration.individual-with-members': 'अकेले पंजीकरण में टीम के सदस्य नहीं होते।',
  'registration.duplicate-members':
    'टीम के हर सदस्य का अपना अलग ई-मेल पता होना चाहिए, जो आपके पते से भी अलग हो।',
  'registration.already': 'आप इस कार्यक्रम के लिए पहले ही पंजीकरण कर चुके हैं।',
  'registration.no-date': 'इस कार्यक्रम की तारीख अभी तय नहीं है, इसलिए इसे कैलेंडर में नहीं जोड़ा जा सकता।',
  'registration.held': 'आपकी जगह {0} मिनट के लिए सुरक्षित रखी गई है। उसे पक्का करने के लिए अभी शुल्क भरें।',

  'check-in.unknown': 'यह हमारा टिकट नहीं है। कोड दोबारा जाँचें, या व्यक्ति को नाम से खोजें।',
  'check-in.not-admitted.awaiting-payment':
    'इस पंजीकरण का भुगतान अभी नहीं हुआ है, इसलिए टिकट मान्य नहीं है।',
  'check-in.not-admitted.waitlisted': 'यह व्यक्ति प्रतीक्षा सूची में है, पंजीकृत नहीं है।',
  'check-in.not-admitted.cancelled': 'यह पंजीकरण रद्द हो चुका है, इसलिए टिकट मान्य नहीं है।',
  'check-in.not-admitted.expired': 'भुगतान न होने से यह पंजीकरण समाप्त हो गया, इसलिए टिकट मान्य नहीं है।',
  'check-in.no-such-person': 'इस पंजीकरण में व्यक्ति क्रमांक {0} नहीं है।',
  'check-in.already':
    'इनका चेक-इन पहले ही हो चुका है: {0}, {1} द्वारा{2, select, none {} other { ({2})}}।',

  'payment.off': 'ऑनलाइन भुगतान जल्द ही शुरू होगा',
  'payment.registration-not-found': 'यह पंजीकरण मौजूद नहीं है, या आपका नहीं है।',
  'payment.not-your-email': 'दान केवल अपने खाते के ई-मेल पते से दिया जा सकता है।',
  'payment.already-paid': 'इस पंजीकरण का भुगतान पहले ही हो चुका है।',
  'payment.nothing-to-pay': 'यह पंजीकरण निःशुल्क है: कुछ भी भरना नहीं है।',
  'payment.unknown-order': 'यह ऑर्डर हमारा नहीं है।',
  'payment.bad-signature': 'भुगतान की पुष्टि नहीं हो सकी: उसका हस्ताक्षर मेल नहीं खाता।',
  'payment.unknown-payment': 'Razorpay के पास इस भुगतान का कोई रिकॉर्ड नहीं है।',
  'payment.mismatch': 'यह भुगतान अपने ऑर्डर से मेल नहीं खाता (राशि, मुद्रा या ऑर्डर)।',
  'payment.not-completed': 'भुगतान पूरा नहीं हुआ। कृपया फिर से कोशिश करें।',
  'payment.order-already-paid':
    'इस ऑर्डर का भुगतान पहले ही हो चुका है। आपका दूसरा भुगतान नहीं लिया गया: बैंक ने जो राशि रोकी है, वह कुछ दिनों में लौटा देगा।',
  'payment.second-payment-refunded':
    'इस ऑर्डर का भुगतान पहले ही हो चुका था, इसलिए आपका दूसरा भुगतान पूरा का पूरा लौटाया जा रहा है। बैंक में दिखने में 5 से 7 कार्य-दिवस लग सकते हैं।',
  'payment.too-many-donations':
    'आपके {0} दान भुगतान की प्रतीक्षा में हैं। कृपया उनमें से एक पूरा करें, या कल फिर कोशिश करें।',
  'payment.returned':
    'आपका भुगतान हमें मिल गया, पर उसका उपयोग नहीं हो सका: {0} पूरी राशि उसी तरीके से लौटाई जा रही है जिससे आपने भुगतान किया था।',

  'account.code-sent': 'हमने {0} पर 6 अंकों का कोड भेजा है। यह 10 मिनट तक मान्य है।',
  'account.account-exists': 'इस ई-मेल से खाता पहले से बना हुआ है। कृपया लॉग इन करें।',
  'account.resend-too-soon': 'नया कोड माँगने से पहले कृपया {0} सेकंड रुकें।',
  'account.mail-failed': 'अभी ई-मेल नहीं भेजा जा सका। कृपया कुछ मिनट बाद फिर कोशिश करें।',
  'account.no-code': 'कृपया पहले साइन-अप कोड माँगें।',
  'account.code-expired': 'इस कोड की समय-सीमा खत्म हो गई है। कृपया नया कोड माँगें।',
  'account.too-many-tries': 'बहुत बार गलत कोड डाला गया। कृपया नया कोड माँगें।',
  'account.wrong-code':
    'यह कोड सही नहीं है। {0, plural, one {अब # कोशिश बची है।} other {अब # कोशिशें बची हैं।}}',
  'account.code-verified': 'आपके ई-मेल की पुष्टि हो गई। अब पासवर्ड चुनें।',
  'account.code-used':
    'यह कोड पहले ही इस्तेमाल हो चुका है। अगर आपका साइन-अप पूरा नहीं हुआ, तो नया कोड माँगें।',
  'account.not-verified': 'कृपया पहले कोड से अपने ई-मेल की पुष्टि करें।',
  'account.verification-expired': 'आपके ई-मेल की पुष्टि 30 मिनट से पहले हुई थी। कृपया नया कोड माँगें।',
  'account.bad-login': 'ई-मेल या पासवर्ड गलत है।',
  'account.reset-sent':
    'अगर इस ई-मेल से कोई खाता है, तो हमने उसका पासवर्ड बदलने का लिंक भेज दिया है। यह लिंक एक घंटे तक काम करेगा।',
  'account.reset-invalid':
    'पासवर्ड बदलने का यह लिंक मान्य नहीं है या पहले ही इस्तेमाल हो चुका है। कृपया नया लिंक माँगें।',
  'account.reset-expired': 'पासवर्ड बदलने के इस लिंक की समय-सीमा खत्म हो गई है। कृपया नया लिंक माँगें।',
  'account.password-reset': 'आपका पासवर्ड बदल दिया गया है। अब आप लॉग इन कर सकते हैं।',
  'account.account-gone': 'आपका खाता अब मौजूद नहीं है। कृपया फिर से साइन अप करें।',
  'account.signed-out-everywhere': 'आप हर डिवाइस से साइन आउट हो गए हैं। आगे बढ़ने के लिए फिर से लॉग इन करें।',

  'profile.saved': 'आपकी प्रोफ़ाइल सहेज ली गई है।',
  'profile.wrong-password': 'आपका मौजूदा पासवर्ड सही नहीं है।',
  'profile.password-changed':
    'आपका पासवर्ड बदल गया है, और बाकी सभी डिवाइस से साइन आउट कर दिया गया है। इसकी पुष्टि ई-मेल से भेजी गई है।',
  'profile.same-email': 'यह पहले से ही आपका ई-मेल पता है।',
  'profile.email-taken': 'यह ई-मेल पता इस साइट पर पहले से इस्तेमाल में है। कोई दूसरा चुनें।',
  'profile.code-sent':
    'हमने {0} पर 6 अंकों का कोड भेजा है। नए पते की पुष्टि के लिए उसे यहाँ डालें; यह 10 मिनट तक मान्य है।',
  'profile.no-change': 'कृपया पहले अपने नए पते पर कोड मँगवाएँ।',
  'profile.email-changed': 'अब आपका ई-मेल पता {0} है।',

  'access.admins-only': 'यह काम केवल एडमिन कर सकते हैं।',
  'access.members-only': 'यह सदस्यों के लिए है। कृपया सदस्य के रूप में लॉग इन करें।',
  'access.expired': 'आपका सत्र समाप्त हो गया है। कृपया फिर से लॉग इन करें।',
  'access.session-ended': 'आपका सत्र खत्म हो गया है। कृपया फिर से लॉग इन करें।',
  'access.account-gone': 'आपका खाता अब मौजूद नहीं है। कृपया फिर से साइन अप करें।',
  'access.disabled': 'यह एडमिन खाता बंद कर दिया गया है। इसे फिर से चालू करने के लिए किसी ओनर से कहें।',

  'sign-in-code.sent':
    'अगर यह पता किसी खाते का है, तो हमने उस पर साइन-इन कोड भेज दिया है। यह 15 मिनट तक, एक ही बार काम करेगा।',

  'gate.other-event': 'यह टिकट {0}{1, select, none {} other { ({1})}} का है, इस कार्यक्रम का नहीं।',
  'gate.other-day':
    'यह टिकट {1} को होने वाले {0} का है। इससे प्रवेश केवल उसी दिन, शुरू होने से 6 घंटे पहले से मिलता है।',
  'gate.refunded': 'इस पंजीकरण का पूरा रिफ़ंड हो चुका है और यह रद्द है, इसलिए टिकट मान्य नहीं है।',
  'gate.pass-only': 'गेट पास से केवल उसी के कार्यक्रम का चेक-इन हो सकता है।',
  'gate.pass-ended':
    'यह गेट पास वापस ले लिया गया है या इसकी समय-सीमा खत्म हो गई है। समिति से नया लिंक माँगें।',
  'gate.pass-other-event': 'यह गेट पास किसी दूसरे कार्यक्रम का है।',
  'gate.event-required': 'चुनें कि यह गेट किस कार्यक्रम के लिए है।',
  'gate.valid-until-past': 'पास कुछ समय तक मान्य होना चाहिए: बाद का समाप्ति समय चुनें।',
  'gate.no-such-pass': 'ऐसा कोई गेट पास नहीं है।',
  'gate.undo-too-late': 'प्रवेश को स्कैन के एक मिनट के भीतर ही रद्द किया जा सकता है।',
  'gate.nothing-to-undo': 'इस स्कैन से कोई प्रवेश नहीं हुआ, जिसे रद्द किया जाए।',
  'gate.not-on-roster':
    'यह टिकट इस कार्यक्रम की सूची में नहीं है: यह किसी और कार्यक्रम का टिकट है, या हमारा नहीं है।',
  'gate.no-code': 'यह हमारा टिकट नहीं है। कोड दोबारा जाँचें, या व्यक्ति को नाम से खोजें।',
  'gate.already': 'पहले ही प्रवेश हो चुका है{0, select, none {} other { ({0})}}।',
  'gate.conflict': 'इस स्कैन के पहुँचने से पहले ही {0} पर {1} बजे प्रवेश दे दिया गया था।',

  'lifecycle.not-yours': 'यह पंजीकरण मौजूद नहीं है, या आपका नहीं है।',
  'lifecycle.already-ended': 'यह पंजीकरण पहले ही रद्द या समाप्त हो चुका है।',
  'lifecycle.cancellation-closed':
    'अंतिम तिथि निकल चुकी है, इसलिए यह पंजीकरण अब रद्द नहीं हो सकता। कृपया आयोजक से संपर्क करें।',
  'lifecycle.cancelled': 'आपका पंजीकरण रद्द हो गया है।',
  'lifecycle.cancelled-with-refund':
    'आपका पंजीकरण रद्द हो गया है। {0} उसी तरीके से लौटाए जाएँगे जिससे आपने भुगतान किया था।',
  'lifecycle.no-ticket': 'पंजीकरण पक्का होने पर ही टिकट मिलता है।',
  'lifecycle.waitlisted':
    'यह कार्यक्रम भर चुका है, इसलिए आप प्रतीक्षा सूची में हैं (क्रमांक {0})। जगह खाली होते ही हम आपको ई-मेल करेंगे।',
  'lifecycle.hold-expired':
    'इस पंजीकरण का भुगतान करने का समय निकल गया और इसकी जगह छोड़ दी गई। कृपया फिर से पंजीकरण करें।',
  'lifecycle.not-awaiting-payment': 'यह पंजीकरण किसी भुगतान की प्रतीक्षा में नहीं है।',

  'event.not-found': 'यह कार्यक्रम मौजूद नहीं है। हो सकता है इसे हटा दिया गया हो।',

  'person-data.nothing-held': 'इस ई-मेल के बारे में हमारे पास कोई जानकारी नहीं है।',
  'person-data.erased': '{0} से जुड़ी सारी जानकारी मिटा दी गई है या गुमनाम कर दी गई है।',
  'person-data.erasure-requested':
    'आपका अनुरोध समिति तक पहुँच गया है। वे आपका डेटा मिटाकर आपको सूचित करेंगे।',
  'person-data.erasure-already-requested':
    'आप अपना डेटा मिटाने का अनुरोध पहले ही कर चुके हैं। काम पूरा होने पर समिति आपको सूचित करेगी।',

  'mail-suppression.invalid-link': 'यह लिंक मान्य नहीं है। कृपया इसे उसी ई-मेल से खोलें जो आपको मिला था।',
  'mail-suppression.suppressed':
    'हो गया: यह साइट अब {0} पर कभी ई-मेल नहीं भेजेगी। उस ई-मेल के लिए हमें खेद है।',

  'request.log-in': 'आगे बढ़ने के लिए कृपया लॉग इन करें।',
  'request.not-permitted': 'आपको यह करने की अनुमति नहीं है।',
  'request.not-found': 'नहीं मिला।',
  'request.no-such-route': '{0} {1} नाम का कोई पता नहीं है।',
  'request.too-many-attempts': 'बहुत अधिक प्रयास हुए। कृपया कुछ मिनट रुककर फिर कोशिश करें।',
  'request.invalid': 'अनुरोध मान्य नहीं है।',
  'request.not-valid': 'मान्य नहीं है',
  'request.invalid-field': 'यह जानकारी सही नहीं है। कृपया जाँचकर फिर से भरें।',
  'request.already-exists': 'यह पहले से मौजूद है।',
  'request.refers-to-missing': 'यह किसी ऐसी चीज़ से जुड़ा है जो मौजूद नहीं है।',
  'request.wrong-format': 'कोई जानकारी गलत प्रारूप में है।',
  'request.too-long': 'कोई जानकारी बहुत लंबी है।',
  'request.number-out-of-range': 'कोई संख्या सीमा से बाहर है।',
  'request.date-wrong-format': 'कोई तारीख गलत प्रारूप में है।',
  'request.date-out-of-range': 'कोई तारीख सीमा से बाहर है।',
  'request.body-too-large': 'अनुरोध बहुत बड़ा है।',
  'request.media-type': 'इस प्रकार की सामग्री यहाँ स्वीकार नहीं की जाती।',
  'request.content-length': 'अनुरोध की लंबाई उसकी सामग्री से मेल नहीं खाती।',
  'request.empty-json': 'अनुरोध खाली है, जबकि उसमें JSON होना चाहिए।',
  'request.invalid-json': 'अनुरोध में दिया गया JSON सही नहीं है।',
  'request.our-fault': 'हमारी ओर से कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें (संदर्भ {0})।',

  'message.registration-failed': 'पंजीकरण नहीं हो सका',
  'message.event-id-missing': 'कार्यक्रम की पहचान नहीं मिली। कृपया किसी मान्य कार्यक्रम से पंजीकरण करें।',
  'message.login-to-register': 'इस कार्यक्रम में पंजीकरण के लिए कृपया लॉग इन या साइन अप करें।',
  'message.payment-coming-soon': 'ऑनलाइन भुगतान जल्द ही शुरू होगा',
  'message.payment-not-completed':
    'भुगतान पूरा नहीं हुआ: कोई राशि नहीं कटी। आपकी जगह कुछ समय के लिए सुरक्षित है; "मेरे पंजीकृत कार्यक्रम" से भुगतान करें।',
  'message.no-upcoming-events': 'अभी कोई आगामी कार्यक्रम नहीं है।',
  'message.query-submitted': 'आपका प्रश्न भेज दिया गया है!',
  'message.query-failed': 'प्रश्न नहीं भेजा जा सका।',
  'message.query-error': 'प्रश्न भेजने में त्रुटि हुई।',
  'message.otp-send-failed': 'OTP नहीं भेजा जा सका',
  'message.otp-verify-failed': 'OTP की पुष्टि नहीं हो सकी',
  'message.set-password-failed': 'पासवर्ड सेट नहीं हो सका',
  'message.registration-complete': 'आपका खाता बन गया! अब आप लॉग इन कर सकते हैं।',
  'message.login-failed': 'लॉग इन नहीं हो सका',
  'message.login-from-signup': 'डैशबोर्ड पर जाने के लिए कृपया लॉग इन करें।',
  'message.login-successful': 'लॉग इन हो गया',
  'message.something-went-wrong': 'कुछ गड़बड़ हो गई',
  'message.passwords-dont-match': 'दोनों पासवर्ड एक जैसे नहीं हैं',
  'message.about-load-failed': '"हमारे बारे में" खंड लोड नहीं हो सका',
  'message.about-saved': '"हमारे बारे में" खंड अपडेट हो गया!',
  'message.about-save-failed': '"हमारे बारे में" खंड अपडेट नहीं हो सका',
  'message.section-saved': 'खंड अपडेट हो गया!',
  'message.section-save-failed': 'खंड सहेजा नहीं जा सका',
  'message.image-uploaded': 'चित्र अपलोड हो गया!',
  'message.image-upload-failed': 'चित्र अपलोड नहीं हो सका',
  'message.events-fetch-failed': 'कार्यक्रम लोड करने में त्रुटि हुई',
  'message.users-load-failed': 'उपयोगकर्ता लोड करने में त्रुटि हुई। कृपया बाद में फिर कोशिश करें।',
  'message.registrations-load-failed': 'पंजीकरण लोड करने में त्रुटि हुई। कृपया बाद में फिर कोशिश करें।',
  'message.status-updated': 'कार्यक्रम की स्थिति अपडेट हो गई',
  'message.status-update-failed': 'कार्यक्रम की स्थिति अपडेट करने में त्रुटि हुई। कृपया फिर कोशिश करें।',
  'message.event-deleted': 'कार्यक्रम हटा दिया गया',
  'message.event-delete-failed': 'कार्यक्रम हटाने में त्रुटि हुई। कृपया फिर कोशिश करें।',
  'message.event-updated': 'कार्यक्रम अपडेट हो गया',
  'message.event-update-failed': 'कार्यक्रम अपडेट करने में त्रुटि हुई। कृपया फिर कोशिश करें।',
  'message.event-created': 'कार्यक्रम बन गया',
  'message.event-create-failed': 'कार्यक्रम बनाने में त्रुटि हुई। कृपया फिर कोशिश करें।',
  'message.user-updated': 'उपयोगकर्ता अपडेट हो गया',
  'message.user-update-failed': 'उपयोगकर्ता अपडेट करने में त्रुटि हुई। कृपया फिर कोशिश करें।',
  'message.user-deleted': 'उपयोगकर्ता हटा दिया गया',
  'message.user-delete-failed': 'उपयोगकर्ता हटाने में त्रुटि हुई। कृपया फिर कोशिश करें।',
  'message.user-added': 'उपयोगकर्ता जोड़ दिया गया!',
  'message.user-add-failed': 'उपयोगकर्ता जोड़ने में त्रुटि हुई',
  'message.admin-login-error': 'कोई त्रुटि हुई। कृपया फिर कोशिश करें।',
  'message.invalid-payment-amount': 'भुगतान की राशि सही नहीं है',
  'message.confirm-delete-event': 'क्या आप सच में यह कार्यक्रम हटाना चाहते हैं?',
  'message.confirm-delete-user': 'क्या आप सच में इस उपयोगकर्ता को हटाना चाहते हैं?',
  'message.no-registration-data': 'पंजीकरण की कोई जानकारी नहीं मिली।',
  'message.no-registered-events': 'आपने अभी तक किसी कार्यक्रम के लिए पंजीकरण नहीं किया है।',
  'message.no-donations': 'आपने अभी तक कोई दान नहीं दिया है।',
  'message.no-donations-admin': 'अभी तक कोई दान नहीं आया है।',
};

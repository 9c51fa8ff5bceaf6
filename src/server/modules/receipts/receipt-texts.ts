import type { Language } from '@/domain/i18n/languages';

/**
 * The receipt's words in Hindi and Marathi, shown under the English ones on the receipt of a
 * payer who reads that language (decision record 24). The 80G statement, the trust's details
 * and the amount in words stay in English only: the law gives the statement in English, and
 * the English receipt is the one of record.
 */
export interface ReceiptTexts {
  donationReceipt: string;
  receipt: string;
  receiptNumber: string;
  date: string;
  /** The donor, on a donation's receipt; whoever paid, on a registration's. */
  donor: string;
  payer: string;
  amount: string;
  purpose: string;
  paymentMode: string;
  transactionReference: string;
  orderReference: string;
  thanksDonation: string;
  thanksRegistration: string;
  computerGenerated: string;
  /** Beside the 80G section: why it is in English. */
  section80GInEnglish: string;
}

export const RECEIPT_TEXTS: Record<Exclude<Language, 'en'>, ReceiptTexts> = {
  hi: {
    donationReceipt: 'दान की रसीद',
    receipt: 'रसीद',
    receiptNumber: 'रसीद संख्या',
    date: 'दिनांक',
    donor: 'दानदाता',
    payer: 'भुगतानकर्ता',
    amount: 'राशि',
    purpose: 'उद्देश्य',
    paymentMode: 'भुगतान विधि',
    transactionReference: 'लेन-देन संदर्भ',
    orderReference: 'ऑर्डर संदर्भ',
    thanksDonation: 'आपके दान के लिए धन्यवाद।',
    thanksRegistration: 'पंजीकरण के लिए धन्यवाद।',
    computerGenerated: 'यह कंप्यूटर से बनी रसीद है।',
    section80GInEnglish: 'धारा 80G का विवरण, कानून के अनुसार, अंग्रेज़ी में दिया गया है।',
  },
  mr: {
    donationReceipt: 'देणगीची पावती',
    receipt: 'पावती',
    receiptNumber: 'पावती क्रमांक',
    date: 'दिनांक',
    donor: 'देणगीदार',
    payer: 'पैसे भरणारे',
    amount: 'रक्कम',
    purpose: 'उद्देश',
    paymentMode: 'पेमेंटची पद्धत',
    transactionReference: 'व्यवहार संदर्भ',
    orderReference: 'ऑर्डर संदर्भ',
    thanksDonation: 'तुमच्या देणगीबद्दल धन्यवाद.',
    thanksRegistration: 'नोंदणी केल्याबद्दल धन्यवाद.',
    computerGenerated: 'ही संगणकाने तयार केलेली पावती आहे.',
    section80GInEnglish: 'कलम 80G चे निवेदन, कायद्यानुसार, इंग्रजीत दिले आहे.',
  },
};

/** The second language of a receipt: none for English, or for one issued before languages. */
export const receiptTextsFor = (language: Language | undefined): ReceiptTexts | undefined =>
  language && language !== 'en' ? RECEIPT_TEXTS[language] : undefined;

import type { AboutSectionKey } from '@/domain/about';
import type { EventCategory, EventStatus, RegistrationType } from '@/domain/constants';

export interface DemoEvent {
  name: string;
  description: string;
  /** Days from today in the site's time zone; null for an event without a date yet. */
  dayOffset: number | null;
  time?: string;
  deadlineOffset?: number;
  location: string;
  maxParticipants: number;
  prizeDetails: string;
  organizer: string;
  contactInfo: string;
  additionalNotes: string;
  status: EventStatus;
  category: EventCategory;
  allowedRegistrationTypes: RegistrationType[];
  amountIndividual: number;
  amountTeam: number;
  /** The people a team may have, the registrant counted; the site's limits when not given. */
  teamSizeMin?: number;
  teamSizeMax?: number;
}

const sportsCommittee = 'Sports Committee, Senior Students Association';

export const demoEvents: DemoEvent[] = [
  {
    name: 'Inter-Hostel Cricket Tournament',
    description:
      'Our oldest tournament: eight-over matches, tennis ball, played over two weekends on the hostel ground. Bring a team of up to 13.',
    dayOffset: 20,
    time: '07:30:00',
    deadlineOffset: 14,
    location: 'Hostel Ground',
    maxParticipants: 16,
    prizeDetails: 'Centenary Trophy and ₹10,000 for the winners; ₹5,000 for the runners-up',
    organizer: sportsCommittee,
    contactInfo: 'Rohit Deshmukh, +91 98220 11223',
    additionalNotes: 'Free entry. Teams bring their own kit; balls are provided.',
    status: 'upcoming',
    category: 'sports',
    allowedRegistrationTypes: ['team'],
    amountIndividual: 0,
    amountTeam: 0,
  },
  {
    name: 'Night Cricket League',
    description:
      'Floodlit six-over matches through the week. Come with a full team, or register alone and we will place you in one.',
    dayOffset: 35,
    time: '19:00:00',
    deadlineOffset: 28,
    location: 'Hostel Ground (floodlit)',
    maxParticipants: 0,
    prizeDetails: 'League shield, player of the series and best bowler awards',
    organizer: sportsCommittee,
    contactInfo: 'Imran Shaikh, +91 98900 44556',
    additionalNotes: 'Fees cover floodlights, balls and refreshments.',
    status: 'upcoming',
    category: 'sports',
    allowedRegistrationTypes: ['individual', 'team'],
    amountIndividual: 200,
    amountTeam: 1500,
  },
  {
    name: 'Ganesh Utsav Rangoli Competition',
    description:
      'Colour the courtyard for Bappa. Each entry gets a two-metre square; flowers, powder colours and diyas welcome.',
    dayOffset: 10,
    time: '16:00:00',
    deadlineOffset: 8,
    location: 'Main Courtyard',
    maxParticipants: 0,
    prizeDetails: 'Prizes for the three best designs, judged by our alumni artists',
    organizer: 'Ganesh Utsav Committee',
    contactInfo: 'Sneha Kulkarni, +91 97640 22113',
    additionalNotes: 'Colours are provided. Finish by 7 pm, before the evening aarti.',
    status: 'upcoming',
    category: 'festival',
    allowedRegistrationTypes: ['individual'],
    amountIndividual: 0,
    amountTeam: 0,
  },
  {
    name: 'Hostel Chess Championship',
    description:
      'Swiss system, seven rounds, 15 minutes a side. Beginners are welcome: there is a separate prize for first-years.',
    dayOffset: 12,
    time: '10:00:00',
    deadlineOffset: 1,
    location: 'Library Hall',
    maxParticipants: 32,
    prizeDetails: '₹3,000, ₹2,000 and ₹1,000 for the top three; best first-year ₹1,000',
    organizer: 'Library and Indoor Games Committee',
    contactInfo: 'Aditya Joshi, +91 99220 77441',
    additionalNotes: 'Only 32 boards: registration closes when they are taken.',
    status: 'upcoming',
    category: 'sports',
    allowedRegistrationTypes: ['individual'],
    amountIndividual: 100,
    amountTeam: 0,
  },
  {
    name: 'Kabaddi Cup',
    description: 'Seven-a-side kabaddi on the mat, knock-out format. A favourite since the 1950s.',
    dayOffset: 25,
    time: '08:00:00',
    deadlineOffset: 20,
    location: 'Hostel Ground',
    maxParticipants: 12,
    prizeDetails: 'Kabaddi Cup and ₹7,000 for the winners',
    organizer: sportsCommittee,
    contactInfo: 'Santosh Pawar, +91 98810 33445',
    additionalNotes:
      'Seven on the mat and up to three substitutes: register your team of 7 to 10 together.',
    status: 'upcoming',
    category: 'sports',
    allowedRegistrationTypes: ['team'],
    amountIndividual: 0,
    amountTeam: 500,
    teamSizeMin: 7,
    teamSizeMax: 10,
  },
  {
    name: 'Volleyball Doubles',
    description: 'Beach-style doubles on the sand court behind the dining hall.',
    dayOffset: 18,
    time: '17:00:00',
    deadlineOffset: 15,
    location: 'Sand Court',
    maxParticipants: 0,
    prizeDetails: 'Medals for the top two pairs',
    organizer: sportsCommittee,
    contactInfo: 'Neha Patil, +91 90110 55667',
    additionalNotes: 'Register alone and we will find you a partner.',
    status: 'upcoming',
    category: 'sports',
    allowedRegistrationTypes: ['individual', 'team'],
    amountIndividual: 150,
    amountTeam: 250,
  },
  {
    name: 'Centenary 5 km Run',
    description:
      'An easy morning run around the old city, starting and ending at the hostel gate. Walkers welcome.',
    dayOffset: 40,
    time: '06:30:00',
    deadlineOffset: 36,
    location: 'Hostel Gate',
    maxParticipants: 200,
    prizeDetails: 'A medal for every finisher',
    organizer: 'Alumni Association',
    contactInfo: 'Dr. Meera Gokhale, +91 98230 99887',
    additionalNotes: 'Water and breakfast at the finish, courtesy of the alumni.',
    status: 'upcoming',
    category: 'sports',
    allowedRegistrationTypes: ['individual'],
    amountIndividual: 0,
    amountTeam: 0,
  },
  {
    name: 'Dhol-Tasha Workshop',
    description:
      'Three evenings with the city’s best dhol-tasha pathak before the Ganesh procession.',
    dayOffset: 6,
    time: '18:30:00',
    deadlineOffset: 2,
    location: 'Terrace',
    maxParticipants: 30,
    prizeDetails: 'Everyone who finishes plays in the procession',
    organizer: 'Ganesh Utsav Committee',
    contactInfo: 'Omkar Bhosale, +91 97300 12121',
    additionalNotes: 'Drums are provided. Wear comfortable clothes.',
    status: 'upcoming',
    category: 'festival',
    allowedRegistrationTypes: ['individual'],
    amountIndividual: 300,
    amountTeam: 0,
  },
  {
    name: 'Badminton Singles',
    description: 'Singles knock-out in the indoor hall. Registration has closed; come and cheer.',
    dayOffset: 3,
    time: '09:00:00',
    deadlineOffset: -1,
    location: 'Indoor Hall',
    maxParticipants: 24,
    prizeDetails: 'Trophies for the finalists',
    organizer: sportsCommittee,
    contactInfo: 'Kiran More, +91 98500 66778',
    additionalNotes: 'Matches start at 9 am sharp.',
    status: 'upcoming',
    category: 'sports',
    allowedRegistrationTypes: ['individual'],
    amountIndividual: 50,
    amountTeam: 0,
  },
  {
    name: 'Debate: The Hostel of Tomorrow',
    description:
      'What should the next hundred years look like? Teams of two argue it out; alumni judge.',
    dayOffset: null,
    location: 'Assembly Hall',
    maxParticipants: 0,
    prizeDetails: 'Books for the best speakers',
    organizer: 'Literary Circle',
    contactInfo: 'Pooja Deshpande, +91 94220 31313',
    additionalNotes: 'Date to be announced after the exams.',
    status: 'upcoming',
    category: 'other',
    allowedRegistrationTypes: ['individual', 'team'],
    amountIndividual: 0,
    amountTeam: 0,
  },
  {
    name: 'Alumni Day Cricket Match',
    description: 'Residents against alumni, as every year. The alumni won again.',
    dayOffset: -30,
    time: '08:00:00',
    deadlineOffset: -35,
    location: 'Hostel Ground',
    maxParticipants: 0,
    prizeDetails: 'Bragging rights',
    organizer: 'Alumni Association',
    contactInfo: 'Dr. Meera Gokhale, +91 98230 99887',
    additionalNotes: '',
    status: 'completed',
    category: 'sports',
    allowedRegistrationTypes: ['team'],
    amountIndividual: 0,
    amountTeam: 0,
  },
  {
    name: 'Carrom Tournament',
    description: 'Singles and doubles on the common-room boards.',
    dayOffset: -10,
    time: '15:00:00',
    deadlineOffset: -12,
    location: 'Common Room',
    maxParticipants: 0,
    prizeDetails: 'Trophies and ₹1,000 for each winner',
    organizer: 'Library and Indoor Games Committee',
    contactInfo: 'Aditya Joshi, +91 99220 77441',
    additionalNotes: '',
    status: 'completed',
    category: 'sports',
    allowedRegistrationTypes: ['individual', 'team'],
    amountIndividual: 50,
    amountTeam: 80,
  },
];

export interface DemoMember {
  name: string;
  role: string;
  description: string;
  /** Which generated portrait (1 to 16) shows this person. */
  portrait: number;
}

export const demoAbout: {
  content: string;
  /** The committee's own Hindi and Marathi texts, so a newcomer sees the page in either. */
  contentHi: string;
  contentMr: string;
  sections: Record<AboutSectionKey, { title: string; members: DemoMember[] }>;
} = {
  content: [
    '<h2>A home away from home, for over a hundred years</h2>',
    '<p>Our hostel was founded so that young people from villages and small towns could study in the city without worrying about a roof or a meal. It is run by an association of its own alumni, with a senior students’ association that keeps daily life running.</p>',
    '<h3>What we stand for</h3>',
    '<ul><li><strong>Learning first:</strong> quiet hours, a library that never closes and mentors who were once residents.</li><li><strong>Living together:</strong> shared meals, shared chores and festivals celebrated as one family.</li><li><strong>Giving back:</strong> seven scholarships every year, funded by those who once lived here.</li></ul>',
    '<p>Whether you are a resident, an alumnus or a well-wisher, <em>this is your hostel too</em>.</p>',
  ].join(''),
  contentHi: [
    '<h2>घर से दूर एक घर, सौ से भी अधिक वर्षों से</h2>',
    '<p>हमारा छात्रावास इसलिए बना कि गाँवों और कस्बों के युवा छत और भोजन की चिंता किए बिना शहर में पढ़ सकें। इसे इसके अपने पूर्व छात्रों का संघ चलाता है, और रोज़मर्रा का जीवन वरिष्ठ छात्र संघ सँभालता है।</p>',
    '<h3>हमारे मूल्य</h3>',
    '<ul><li><strong>पढ़ाई सबसे पहले:</strong> शांत समय, कभी बंद न होने वाला पुस्तकालय, और ऐसे मार्गदर्शक जो कभी ख़ुद यहाँ रहे थे।</li><li><strong>साथ रहना:</strong> साथ भोजन, साथ मिलकर काम, और एक परिवार की तरह मनाए जाने वाले त्योहार।</li><li><strong>जो मिला, उसे लौटाना:</strong> हर साल सात छात्रवृत्तियाँ, जिनका ख़र्च यहाँ कभी रहे लोग उठाते हैं।</li></ul>',
    '<p>आप निवासी हों, पूर्व छात्र हों या शुभचिंतक, <em>यह छात्रावास आपका भी है</em>।</p>',
  ].join(''),
  contentMr: [
    '<h2>घरापासून दूर एक घर, शंभराहून अधिक वर्षे</h2>',
    '<p>गावांतून आणि लहान शहरांतून आलेल्या तरुणांना डोक्यावरचे छप्पर आणि दोन वेळच्या जेवणाची चिंता न करता शहरात शिकता यावे, यासाठी आमचे वसतिगृह सुरू झाले. ते त्याच्याच माजी विद्यार्थ्यांची संघटना चालवते, आणि रोजचे कामकाज ज्येष्ठ विद्यार्थी संघटना सांभाळते.</p>',
    '<h3>आमची मूल्ये</h3>',
    '<ul><li><strong>आधी अभ्यास:</strong> शांततेचे तास, कधीही बंद न होणारे ग्रंथालय, आणि कधीकाळी इथेच राहिलेले मार्गदर्शक.</li><li><strong>एकत्र राहणे:</strong> एकत्र जेवण, एकत्र कामे, आणि एका कुटुंबासारखे साजरे होणारे सण.</li><li><strong>मिळाले ते परत देणे:</strong> दर वर्षी सात शिष्यवृत्त्या, ज्यांचा खर्च कधीकाळी इथे राहिलेले लोक उचलतात.</li></ul>',
    '<p>तुम्ही निवासी असा, माजी विद्यार्थी असा किंवा हितचिंतक, <em>हे वसतिगृह तुमचेही आहे</em>.</p>',
  ].join(''),
  sections: {
    president: {
      title: 'President',
      members: [
        {
          name: 'Shri. Vasant Deshpande',
          role: 'President, Hostel Association',
          description:
            'A resident of the 1970s batch and a retired civil engineer, he has led the association for nine years and still eats in the dining hall every Sunday.',
          portrait: 1,
        },
      ],
    },
    committee: {
      title: 'Committee Members',
      members: [
        {
          name: 'Smt. Anjali Kulkarni',
          role: 'Secretary',
          description: 'Keeps the minutes, the accounts and everyone on time.',
          portrait: 2,
        },
        {
          name: 'Dr. Prakash Jadhav',
          role: 'Treasurer',
          description: 'A physician who makes sure every rupee goes where it was promised.',
          portrait: 3,
        },
        {
          name: 'Shri. Mahesh Patil',
          role: 'Member, Buildings',
          description: 'Looks after the old building and the new wing alike.',
          portrait: 4,
        },
        {
          name: 'Smt. Leela Bhide',
          role: 'Member, Scholarships',
          description: 'Runs the scholarship interviews every June.',
          portrait: 5,
        },
      ],
    },
    administrators: {
      title: 'Hostel Administrators',
      members: [
        {
          name: 'Mr. Ramesh Patil',
          role: 'Hostel Warden',
          description: 'Your first call for anything at all, day or night.',
          portrait: 6,
        },
        {
          name: 'Mrs. Sunita Shinde',
          role: 'Office Superintendent',
          description: 'Admissions, fees, certificates and the caution deposit.',
          portrait: 7,
        },
        {
          name: 'Mr. Ganesh Salunkhe',
          role: 'Mess Manager',
          description: 'Feeds two hundred people three times a day, with second helpings.',
          portrait: 8,
        },
      ],
    },
    senior_association: {
      title: 'Senior Student Association',
      members: [
        {
          name: 'Rohit Deshmukh',
          role: 'General Secretary',
          description: 'Final-year engineering student and captain of the cricket team.',
          portrait: 9,
        },
        {
          name: 'Sneha Kulkarni',
          role: 'Cultural Secretary',
          description: 'Organises the Ganesh Utsav and the annual gathering.',
          portrait: 10,
        },
        {
          name: 'Imran Shaikh',
          role: 'Sports Secretary',
          description: 'Runs the tournaments and keeps the ground in shape.',
          portrait: 11,
        },
        {
          name: 'Pooja Deshpande',
          role: 'Library Secretary',
          description: 'Keeps the reading room open and the new books coming.',
          portrait: 12,
        },
      ],
    },
    reach_out: {
      title: 'Reach Out To',
      members: [
        {
          name: 'Mrs. Sunita Shinde',
          role: 'Admissions and fees',
          description: 'Office hours 10 am to 5 pm, Monday to Saturday.',
          portrait: 7,
        },
        {
          name: 'Dr. Meera Gokhale',
          role: 'Alumni relations',
          description: 'For alumni who want to visit, mentor or give.',
          portrait: 13,
        },
      ],
    },
    contributors: {
      title: 'Contributors',
      members: [
        {
          name: 'Shri. Dattatray Joshi',
          role: 'Library endowment',
          description: 'Gave the reading room its first thousand books.',
          portrait: 14,
        },
        {
          name: 'Batch of 1995',
          role: 'Scholarship fund',
          description: 'Funds two scholarships every year in memory of their warden.',
          portrait: 15,
        },
        {
          name: 'Smt. Kamal Apte',
          role: 'Dining hall renovation',
          description: 'Rebuilt the dining hall kitchen in 2019.',
          portrait: 16,
        },
      ],
    },
  },
};

/** The demo member's own records. */
export const demoMemberRecords: {
  registrations: Array<{
    event: string;
    registrationType: RegistrationType;
    teamMembers: Array<{ name: string; email: string; contact: string }>;
    paid?: boolean;
  }>;
  donations: Array<{ amount: number; daysAgo: number }>;
} = {
  registrations: [
    { event: 'Ganesh Utsav Rangoli Competition', registrationType: 'individual', teamMembers: [] },
    {
      event: 'Night Cricket League',
      registrationType: 'team',
      teamMembers: [
        { name: 'Kavya Joshi', email: 'kavya.j@example.com', contact: '+91 98230 11001' },
        { name: 'Rahul Shinde', email: 'rahul.s@example.com', contact: '+91 98230 11002' },
        { name: 'Farhan Qureshi', email: 'farhan.q@example.com', contact: '+91 98230 11003' },
      ],
    },
    { event: 'Carrom Tournament', registrationType: 'individual', teamMembers: [], paid: true },
  ],
  donations: [
    { amount: 1001, daysAgo: 45 },
    { amount: 501, daysAgo: 12 },
  ],
};

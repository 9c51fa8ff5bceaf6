/**
 * The community pages' texts in English: Ganesh Chaturthi (/gc), Alumnus Connect (/ac), Our
 * Legacy (/history) and Sports Events (/se). The keys are the catalogue: hi.ts and mr.ts must
 * have each of them (the type and community-texts.test.ts say so). `{name}` stands for a value
 * (`fill`).
 */
export const COMMUNITY_TEXTS_EN = {
  video: {
    play: 'Play video: {title}',
    installation: 'Welcoming Bappa: the installation',
    aarti: 'Evening aarti in the pandal',
    decorating: 'Decorating the pandal',
    dholTasha: 'Dhol-tasha practice',
    immersion: 'The immersion procession',
  },
  ganesh: {
    title: 'Ganesh Chaturthi',
    intro:
      'For ten days every year, the courtyard of {site} becomes a pandal. Ganesh Chaturthi is our biggest festival, and for many residents it is their first festival away from home, so we make sure it feels like one.',
    arrival:
      'Bappa arrives to the beat of the dhol-tasha, in an eco-friendly shadu clay idol that the residents choose together. Each evening the whole hostel gathers for aarti, with modaks from the mess and a cultural programme of songs, skits and rangoli. Neighbours, teachers and alumni with their families come by to take darshan.',
    farewell:
      'On the last day we walk Bappa to the artificial immersion tank in a procession of music and gulal, and promise to welcome him again next year. Offerings collected during the festival go to the scholarship fund.',
    galleryTitle: 'Pictures from the festival',
    galleryHint: 'Select a picture to open it full size in a new tab.',
    videosTitle: 'Festival videos',
    picture1: 'The Ganesh idol in the pandal, framed by marigold garlands',
    picture2: 'Oil lamps lit for the evening aarti',
    picture3: 'Residents decorating the pandal with flowers',
    picture4: 'A rangoli of marigold petals at the pandal entrance',
    picture5: 'The dhol-tasha group leading the procession',
    picture6: 'The procession for the immersion on the last day',
  },
  alumni: {
    title: 'Alumnus Connect',
    intro:
      'Once a resident, always family. Thousands of students have lived at {site}, and they now work as teachers, doctors, engineers, farmers, officers and entrepreneurs in India and abroad.',
    close:
      "Many of them stay close: they answer a junior's phone call before an exam, pay a fee that a family cannot, or simply drop by to sit under the neem tree and tell the old stories. We would love to hear from you too.",
    galleryTitle: 'Alumni together',
    picture1: 'Alumni of many batches meeting in the courtyard',
    picture2: 'An alumnus mentoring students in the library',
    picture3: 'The alumni day group photograph on the hostel steps',
    picture4: 'Alumni and residents playing a friendly cricket match',
    picture5: 'The scholarship ceremony in the assembly hall',
    waysTitle: 'Ways to stay connected',
    mentorTitle: 'Mentor a student',
    mentorText:
      'Spend an evening a month with residents who are choosing a course, preparing for interviews or writing their first CV.',
    sponsorTitle: 'Sponsor a scholarship',
    sponsorText:
      'Our seven annual scholarships are funded by alumni. A batch can come together to name one after a teacher or a friend.',
    alumniDayTitle: 'Come home for Alumni Day',
    alumniDayText:
      'Every December old residents return for a friendly cricket match, lunch in the mess and the scholarship ceremony.',
    reconnectTitle: 'Lived here? Say hello',
    reconnectText:
      'Tell us your batch and where life has taken you, and we will add you to the alumni list for Alumni Day invitations.',
    getInTouch: 'Get in touch',
    donateNow: 'Donate Now',
  },
  history: {
    title: 'Our Legacy',
    intro:
      'For a hundred years {site} has been a first home in the city for students who came with a tin trunk, a few rupees and a big dream. This is their story, and yours.',
    inNumbers: 'The hostel in numbers',
    years: 'years of welcoming students',
    students: 'students supported',
    districts: 'districts our residents come from',
    scholarships: 'annual scholarships',
    foundingTitle: 'How it all began',
    founding1:
      "In the 1920s, boys from farming families who won a place at the city's colleges had nowhere they could afford to stay. A handful of teachers and traders decided to change that. They rented a small wada near the market, hired a cook, and took in twelve students on the promise that each would one day help another.",
    founding2:
      "That promise became the hostel's rule. Seniors taught juniors, old boys sent money orders for fees, and when the first building around the courtyard went up in 1938, much of it was paid for by former residents in small instalments.",
    founding3:
      'Today the hostel welcomes young men and women from across the state. The courtyard, the neem tree and the evening aarti are still here, and so is the promise.',
    foundingPicture:
      'The hostel as it looked in its early years, with the first residents at the gate',
    standForTitle: 'What we stand for',
    roomTitle: 'A room for every deserving student',
    roomText:
      'Admission has always gone by need and merit, never by who you know. Fees are kept low and a caution deposit is all we ask up front.',
    mealsTitle: 'Meals cooked with care',
    mealsText:
      'Two hot meals a day from our own kitchen, with festival sweets that seniors still talk about decades later.',
    studyTitle: 'Study first, always',
    studyText:
      'A quiet library open till midnight, and seniors who sit with juniors before every exam season.',
    familyTitle: 'One family across batches',
    familyText:
      'Residents run the festivals, the sports week and the mess committee themselves, and learn to lead by doing.',
    givingTitle: 'Giving back',
    givingText:
      'Alumni fund scholarships, books and repairs, so that the next student finds the same welcome they did.',
    milestonesTitle: 'Milestones',
    milestone1924:
      'Twelve students from nearby villages share a rented wada near the old market, with one cook and a borrowed lantern.',
    milestone1938:
      'Well-wishers pool their savings to buy land; the first stone building, around a courtyard, opens to forty residents.',
    milestone1961:
      'The library wing is added, and the first annual scholarship is given in memory of a founding member.',
    milestone1987:
      'The alumni association is formed; the Ganesh festival in the courtyard grows into a ten-day celebration for the whole neighbourhood.',
    milestone2004:
      'A new block doubles our rooms, and the annual sports week begins with cricket, kabaddi, volleyball and chess.',
    milestone2024:
      'We celebrate one hundred years: seven scholarships every year, and residents from more than twenty districts.',
    supportTitle: 'Help the next student find a home',
    supportText:
      'Every scholarship, every repaired room and every festival is paid for by people who once lived here, and by friends who believe in what we do. A gift of any size helps.',
    supportUs: 'Support Us',
  },
  sports: {
    title: 'Sports Events',
    intro:
      'After a long day of lectures, the hostel ground comes alive. Sport is how first-years make friends, how seniors blow off steam before exams, and how old boys and girls come back to prove they still have it.',
    everyone:
      'Everyone plays: no trials, no fees for the everyday games, and a kit cupboard that alumni keep stocked. Whether you bowl leg-spin or have never held a bat, there is a place for you on a team.',
    picture: 'A cricket match on the hostel ground',
    gamesTitle: 'What we play',
    cricket: 'Cricket',
    cricketText:
      'Our oldest love. Wing-versus-wing matches on the back ground every Sunday, and a tennis-ball tournament under the lights when the monsoon ends. Teams of up to 13 players.',
    kabaddi: 'Kabaddi',
    kabaddiText:
      'Played on the courtyard mat after evening study hours. Seniors coach first-years in the raid and the chain tackle, and the cheering can be heard across the lane.',
    volleyball: 'Volleyball',
    volleyballText:
      'A net between the neem trees and a game that starts at six sharp. Mixed friendly matches on weekends, and a proper league during the sports week.',
    chess: 'Chess',
    chessText:
      'Quiet but fierce. Boards are set up in the library corner all year; the hostel championship has produced two district-level players.',
    sportsWeek: 'Annual Sports Week',
    sportsWeekText:
      'Every January, classes end early and the whole hostel turns out: finals, relay races, tug of war, and a prize-giving evening with alumni as chief guests.',
    takePartTitle: 'Take part',
    takePartText:
      'Tournaments and the sports week are announced under Hostel Sports Upcoming Events on the home page. Log in, pick an event, and register on your own or with your team.',
    seeUpcoming: 'See upcoming events',
  },
} as const;

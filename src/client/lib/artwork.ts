/**
 * The site's pictures: original flat artwork made by `npm run artwork`
 * (scripts/artwork/main.ts) into public/art/. Sizes are the files' own, so the browser can
 * reserve their space before they load.
 */
export interface Picture {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** A festival video; its title is the page's, in the page's language. */
export interface Video {
  poster: Picture;
  /** A short WebM clip, loaded only when the visitor presses play. */
  src: string;
}

const picture = (name: string, alt: string, width = 900, height = 600): Picture => ({
  src: `/art/${name}.webp`,
  alt,
  width,
  height,
});

export const banner = picture(
  'banner-hostel',
  'The hostel building around its courtyard at sunrise, with marigold garlands over the gate',
  1600,
  700,
);

export const landingCards = {
  sports: picture('card-sports', 'A cricket match on the hostel ground', 800, 500),
  ganesh: picture(
    'card-ganesh',
    'The Ganesh festival pandal lit with lamps and garlands',
    800,
    500,
  ),
  alumni: picture('card-alumni', 'Alumni gathered in the courtyard', 800, 500),
};

export const homeGallery: Picture[] = [
  picture('home-1', 'The hostel courtyard with its neem tree'),
  picture('home-2', 'Students studying in the hostel library'),
  picture('home-3', 'A cricket match on the hostel ground at dusk'),
  picture('home-4', 'The festival pandal decorated with marigolds'),
  picture('home-5', 'Residents sharing a meal in the dining hall'),
];

export const ganeshGallery: Picture[] = [
  picture('gc-1', 'The Ganesh idol in the pandal, framed by marigold garlands'),
  picture('gc-2', 'Oil lamps lit for the evening aarti'),
  picture('gc-3', 'Residents decorating the pandal with flowers'),
  picture('gc-4', 'A rangoli of marigold petals at the pandal entrance'),
  picture('gc-5', 'The dhol-tasha group leading the procession'),
  picture('gc-6', 'The procession for the immersion on the last day'),
];

export const alumniGallery: Picture[] = [
  picture('ac-1', 'Alumni of many batches meeting in the courtyard'),
  picture('ac-2', 'An alumnus mentoring students in the library'),
  picture('ac-3', 'The alumni day group photograph on the hostel steps'),
  picture('ac-4', 'Alumni and residents playing a friendly cricket match'),
  picture('ac-5', 'The scholarship ceremony in the assembly hall'),
];

export const ganeshVideos: Video[] = [1, 2, 3, 4, 5].map((n) => ({
  poster: picture(
    `gc-video-${n}-poster`,
    `Video still: ${['the installation', 'the evening aarti', 'decorating the pandal', 'dhol-tasha practice', 'the immersion procession'][n - 1]}`,
    960,
    540,
  ),
  src: `/art/gc-video-${n}.webm`,
}));

export const historyPicture = picture(
  'history-founding',
  'The hostel as it looked in its early years, with the first residents at the gate',
);

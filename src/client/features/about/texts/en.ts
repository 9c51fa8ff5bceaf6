/**
 * The About page's frame in English (the committee's own text and people are content, shown as
 * written). The keys are the catalogue: hi.ts and mr.ts must have each of them. A section's
 * heading is translated only while the committee keeps its given name (`sections`).
 */
export const ABOUT_TEXTS_EN = {
  about: {
    title: 'About Us',
    unavailable:
      'Information about us is currently unavailable. Please try again in a little while.',
    loading: 'Loading the About page',
    sectionsFailed:
      'The list of our committee and members could not be loaded just now. Please try again in a little while.',
    portrait: 'Portrait of {name}',
  },
  sections: {
    president: 'President',
    committee: 'Committee Members',
    administrators: 'Hostel Administrators',
    senior_association: 'Senior Student Association',
    reach_out: 'Reach Out To',
    contributors: 'Contributors',
  },
} as const;

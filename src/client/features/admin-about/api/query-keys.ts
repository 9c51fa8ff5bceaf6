/**
 * Query keys of the About editor. They sit under 'admin' so an admin logout drops them; the
 * public About page reads the same data under its own keys (`sharedKeys`), refreshed after every
 * save.
 */
export const aboutEditorKeys = {
  content: ['admin', 'about', 'content'] as const,
  sections: ['admin', 'about', 'sections'] as const,
};

/** The key of a picture upload, so a dialog can tell when one is under way. */
export const uploadMutationKey = ['admin', 'about', 'upload'] as const;

/** The key of a section save, so the dialog stays open until it is over. */
export const saveSectionMutationKey = ['admin', 'about', 'save-section'] as const;

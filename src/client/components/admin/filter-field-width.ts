/** The width of a list's search and filter fields: the whole line on phones. */
export const FILTER_FIELD_WIDTH = { xs: '100%', sm: 320 } as const;

/** An ILIKE pattern for text containing `q`, its LIKE wildcards escaped so "50%" finds "50%". */
export const containing = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

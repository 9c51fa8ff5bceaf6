/** A file name safe in a Content-Disposition header and on any disk (exports, the attendance PDF). */
export const safeFileName = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9 _-]/g, '')
    .trim()
    .replace(/\s+/g, '_')
    .slice(0, 80) || 'event';

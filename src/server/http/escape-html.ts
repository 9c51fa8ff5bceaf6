/** Text made safe to put in HTML: the five characters that could start or end markup, escaped. */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

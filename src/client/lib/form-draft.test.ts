import { describe, expect, it } from 'vitest';
import { draftText, withDraft } from './form-draft';

describe('form drafts', () => {
  it('never keep a password, at any depth', () => {
    const text = draftText({
      email: 'asha@example.com',
      password: 'marigold-2026',
      confirmPassword: 'marigold-2026',
      team: [{ name: 'Ravi', newPassword: 'x' }],
    });
    expect(text).not.toContain('marigold');
    expect(JSON.parse(text)).toEqual({ email: 'asha@example.com', team: [{ name: 'Ravi' }] });
  });

  it("lay a draft over the form's values, field by field, skipping what no longer fits", () => {
    const current = { name: 'Asha', contact: '', gender: '', teamMembers: [] as string[] };
    const draft = {
      contact: '+91 98220 11223',
      gender: 42,
      teamMembers: ['Ravi'],
      removedField: 'x',
    };
    expect(withDraft(current, draft)).toEqual({
      name: 'Asha',
      contact: '+91 98220 11223',
      gender: '',
      teamMembers: ['Ravi'],
    });
    expect(withDraft(current, ['not', 'a', 'form'])).toBe(current);
    expect(withDraft(current, 'text')).toBe(current);
  });
});

import { describe, expect, it } from 'vitest';
import { languageAccepted, languageInCookie, languageOf } from './languages';

describe('the language of a request', () => {
  it('reads the lang cookie among others, ignoring a language we do not speak', () => {
    expect(languageInCookie('theme=dark; lang=mr; x=1')).toBe('mr');
    expect(languageInCookie('lang=fr')).toBeUndefined();
    expect(languageInCookie(undefined)).toBeUndefined();
  });

  it('takes the heaviest of our languages from Accept-Language', () => {
    expect(languageAccepted('hi-IN,hi;q=0.9,en;q=0.8')).toBe('hi');
    expect(languageAccepted('en;q=0.5, mr;q=0.9')).toBe('mr');
    expect(languageAccepted('fr-FR,de;q=0.9')).toBeUndefined();
    expect(languageAccepted('mr;q=0')).toBeUndefined();
  });

  it('prefers the cookie, then Accept-Language, then English', () => {
    expect(languageOf({ cookie: 'lang=hi', 'accept-language': 'mr' })).toBe('hi');
    expect(languageOf({ cookie: 'lang=xx', 'accept-language': 'mr' })).toBe('mr');
    expect(languageOf({})).toBe('en');
  });
});

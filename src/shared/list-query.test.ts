/**
 * Search's folding (searchFolded, SEARCH_FOLD): accents and case aside, the same for the server's
 * SQL (server/http/list-search.test.ts checks it against the database) and the stories' fake.
 */
import { describe, expect, it } from 'vitest';
import {
  containsPattern,
  matchesEvery,
  SEARCH_FOLD,
  searchFolded,
  subjectsLabelled,
} from './list-query';

const letters = (first: number, last: number) =>
  Array.from({ length: last - first + 1 }, (_, i) => String.fromCodePoint(first + i));

describe('searchFolded', () => {
  it('takes accents and case away', () => {
    expect(searchFolded('Zoë')).toBe('zoe');
    expect(searchFolded('ZOË')).toBe('zoe');
    expect(searchFolded('Jürgen')).toBe('jurgen');
    expect(searchFolded('François Dvořák')).toBe('francois dvorak');
    expect(searchFolded('Nguyễn Thị Ánh')).toBe('nguyen thi anh');
    expect(searchFolded('Ángel Muñoz')).toBe('angel munoz');
  });

  it('folds the same text however it is composed', () => {
    // "e" + COMBINING DIAERESIS, as some keyboards and pasted text give it.
    expect(searchFolded('Zoe\u0308')).toBe(searchFolded('Zo\u00eb'));
    expect(searchFolded('Zoe\u0308')).toBe('zoe');
  });

  it('folds the letters NFD leaves whole by the table, spelling out æ, œ, ß and þ', () => {
    expect(searchFolded('Ødegård')).toBe('odegard');
    expect(searchFolded('ØDEGÅRD')).toBe('odegard');
    expect(searchFolded('Søren')).toBe('soren');
    expect(searchFolded('Łukasz Łódź')).toBe('lukasz lodz');
    expect(searchFolded('Đorđe')).toBe('dorde');
    expect(searchFolded('Guðrún')).toBe('gudrun');
    expect(searchFolded('Ħamrun')).toBe('hamrun');
    expect(searchFolded('Yıldız')).toBe('yildiz');
    expect(searchFolded('Ægir')).toBe('aegir');
    expect(searchFolded('Cœur ŒUVRE')).toBe('coeur oeuvre');
    expect(searchFolded('Straße STRAẞE')).toBe('strasse strasse');
    expect(searchFolded('Þór')).toBe('thor');
  });

  it('does not write out German umlauts (ü is u, not ue)', () => {
    expect(searchFolded('Jürgen')).not.toContain('ue');
    expect(searchFolded('Müller')).toBe('muller');
  });

  it('lowers other scripts, final sigma as sigma', () => {
    expect(searchFolded('ОЛЕНА Шевченко')).toBe('олена шевченко');
    expect(searchFolded('ΣΩΚΡΆΤΗΣ')).toBe('σωκρατησ');
    expect(searchFolded('Σωκράτης')).toBe('σωκρατησ');
  });

  it('leaves ASCII as its lower case, and %, _ and \\ as they are', () => {
    const ascii = letters(0x20, 0x7e).join('');
    expect(searchFolded(ascii)).toBe(ascii.toLowerCase());
    expect(containsPattern(searchFolded('100%_É\\'))).toBe('%100\\%\\_e\\\\%');
  });

  it('folds every Latin-1 letter to a–z', () => {
    const latin1 = letters(0xc0, 0xff).filter((c) => c !== '×' && c !== '÷');
    for (const letter of latin1)
      expect([letter, searchFolded(letter)]).toEqual([letter, expect.stringMatching(/^[a-z]+$/)]);
  });

  it('folds Latin Extended-A to a–z but for a few rare letters kept as they are', () => {
    const kept = 'ĲĳĸĿŀŉŊŋŦŧſ';
    for (const letter of letters(0x100, 0x17f)) {
      const folded = searchFolded(letter);
      if (kept.includes(letter)) expect(folded).toBe(letter.toLowerCase());
      else expect([letter, folded]).toEqual([letter, expect.stringMatching(/^[a-z]+$/)]);
    }
  });

  it('is its own fold (folding twice changes nothing)', () => {
    for (const text of [
      'Zoë Ødegård',
      'ΣΑΣ',
      'STRAẞE',
      'Þór Ægir',
      'İstanbul',
      ...letters(0xc0, 0x24f),
    ]) {
      expect(searchFolded(searchFolded(text))).toBe(searchFolded(text));
    }
  });

  it('has a letter in `to` for each in `from`, and only letters NFD leaves whole', () => {
    expect([...SEARCH_FOLD.to]).toHaveLength([...SEARCH_FOLD.from].length);
    for (const letter of SEARCH_FOLD.from) expect(letter.normalize('NFD')).toBe(letter);
  });
});

describe('matchesEvery and subjectsLabelled (the fake API’s search)', () => {
  it('find every word in one of the texts, both folded', () => {
    expect(matchesEvery(['zoe', 'odegard'], ['Zoë', 'Ødegård', null])).toBe(true);
    expect(matchesEvery(['ZOË'], ['zoe'])).toBe(true);
    expect(matchesEvery(['jurgen', 'smith'], ['Jürgen', 'Müller'])).toBe(false);
    expect(matchesEvery(['strasse'], [null, 'Straße 100%'])).toBe(true);
  });

  it('find a subject by its label, folded', () => {
    expect(subjectsLabelled('MATHÉMATICS')).toEqual(['math']);
    expect(subjectsLabelled('bïo')).toEqual(['biology']);
  });
});

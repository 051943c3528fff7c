/**
 * The grade function (grade.ts's CONTRACT): an example for every state and rule, then fast-check
 * against a plain reference written here from the contract alone (loops and BigInt fractions, no
 * code shared with grade.ts), on random assignments, categories, cells, policies and periods.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { HandedIn } from '../api-types/work.ts';
import type {
  LetterBand,
  MarkbookAssignment,
  MarkbookCategory,
  MissingPolicy,
} from '../api-types/markbook.ts';
import {
  assignmentFigures,
  formatPercent,
  gradeOf,
  letterFor,
  roundedPercent,
  type Grade,
  type GradeCell,
  type GradeSettings,
  type LineState,
} from './grade.ts';
import { roundTenth, toNumber } from './percent.ts';

const SEED = 20261127;
const RUNS = 400;
const TODAY = '2026-03-11';
/** Offsets -10…10 around TODAY as ISO days (March 1st to 21st). */
const day = (offset: number) => `2026-03-${String(11 + offset).padStart(2, '0')}`;

const assignment = (
  id: string,
  maxPoints: number,
  categoryId: string | null = null,
  dueDate = day(-1),
): MarkbookAssignment => ({ id, title: `Task ${id}`, dueDate, maxPoints, categoryId });
const category = (id: string, weight: number, dropLowest = 0): MarkbookCategory => ({
  id,
  name: id,
  weight,
  dropLowest,
});
const marked = (score: number): GradeCell => ({
  handedIn: 'on_time',
  score,
  excused: false,
  dueDate: null,
});
const cell = (facts: Partial<GradeCell>): GradeCell => ({
  handedIn: 'no',
  score: null,
  excused: false,
  dueDate: null,
  ...facts,
});
const settings = (facts: Partial<GradeSettings> = {}): GradeSettings => ({
  categories: [],
  missingPolicy: 'leave_out',
  today: TODAY,
  period: null,
  ...facts,
});
const grade = (
  assignments: MarkbookAssignment[],
  cells: Record<string, GradeCell>,
  facts: Partial<GradeSettings> = {},
) => gradeOf(assignments, (id) => cells[id], settings(facts));
const states = (g: Grade) =>
  Object.fromEntries(g.categories.flatMap((c) => c.lines.map((l) => [l.assignmentId, l.state])));
const group = (g: Grade, id: string | null) => g.categories.find((c) => c.categoryId === id)!;

describe('gradeOf: states', () => {
  it('counts a score, whatever the hand-in says, and leaves excused work out', () => {
    const g = grade([assignment('a', 10), assignment('b', 20), assignment('c', 10)], {
      a: marked(5),
      b: cell({ handedIn: 'no', score: 15 }),
      c: { ...marked(0), excused: true },
    });
    expect(states(g)).toEqual({ a: 'counted', b: 'counted', c: 'excused' });
    expect(g.weighted).toBe(false);
    expect(g.percent).toBeCloseTo((20 / 30) * 100, 12);
    expect(g.rounded).toBe(66.7);
    expect(g.categories).toHaveLength(1);
    expect(group(g, null)).toMatchObject({ scored: 20, possible: 30, share: 100 });
  });

  it('calls work missing only once the (own) due date has passed, strictly before today', () => {
    const g = grade(
      [
        assignment('past', 10, null, day(-1)),
        assignment('today', 10, null, TODAY),
        assignment('extended', 10, null, day(-3)),
        assignment('shortened', 10, null, day(5)),
        assignment('in', 10, null, day(-5)),
      ],
      {
        extended: cell({ dueDate: day(2) }),
        shortened: cell({ dueDate: day(-2) }),
        in: cell({ handedIn: 'late' }),
      },
    );
    expect(states(g)).toEqual({
      past: 'missing_left_out',
      today: 'not_marked',
      extended: 'not_marked',
      shortened: 'missing_left_out',
      in: 'not_marked',
    });
    expect(g.percent).toBeNull();
    expect(g.rounded).toBeNull();
  });

  it('counts missing work as zero or leaves it out, as the class chooses', () => {
    const assignments = [assignment('a', 10), assignment('b', 10)];
    const cells = { a: marked(8) };
    const left = grade(assignments, cells, { missingPolicy: 'leave_out' });
    const zero = grade(assignments, cells, { missingPolicy: 'zero' });
    expect(states(left)).toEqual({ a: 'counted', b: 'missing_left_out' });
    expect(left.rounded).toBe(80);
    expect(states(zero)).toEqual({ a: 'counted', b: 'missing_zero' });
    expect(group(zero, null).lines[1]).toMatchObject({ score: 0, maxPoints: 10 });
    expect(zero.rounded).toBe(40);
  });

  it('leaves out work due outside the period (its ends included), before anything else', () => {
    const g = grade(
      [
        assignment('before', 10, null, day(-6)),
        assignment('first', 10, null, day(-5)),
        assignment('last', 10, null, day(-2)),
        assignment('after', 10, null, day(-1)),
      ],
      {
        before: marked(1),
        first: marked(2),
        last: marked(4),
        after: { ...marked(9), excused: true },
      },
      { period: { starts: day(-5), ends: day(-2) } },
    );
    expect(states(g)).toEqual({
      before: 'outside_period',
      first: 'counted',
      last: 'counted',
      after: 'outside_period',
    });
    expect(g.rounded).toBe(30);
  });

  it('gives nothing when everything is excused', () => {
    const excused = { ...marked(5), excused: true };
    const g = grade(
      [assignment('a', 10, 'hw'), assignment('b', 10, 'hw')],
      { a: excused, b: excused },
      {
        categories: [category('hw', 50)],
      },
    );
    expect(states(g)).toEqual({ a: 'excused', b: 'excused' });
    expect(g).toMatchObject({ weighted: true, percent: null, rounded: null });
    expect(group(g, 'hw')).toMatchObject({ percent: null, share: null, scored: 0, possible: 0 });
  });

  it('with no assignments gives nothing, weighted or not', () => {
    expect(grade([], {})).toMatchObject({ percent: null, rounded: null, weighted: false });
    const g = grade([], {}, { categories: [category('hw', 1)] });
    expect(g).toMatchObject({ percent: null, rounded: null, weighted: true });
    expect(g.categories.map((c) => c.categoryId)).toEqual(['hw']);
  });
});

describe('gradeOf: drop lowest', () => {
  const hw = (...scores: (number | null)[]) => {
    const assignments = scores.map((_, i) => assignment(`h${i}`, 10, 'hw'));
    const cells = Object.fromEntries(
      scores.flatMap((s, i) => (s === null ? [] : [[`h${i}`, marked(s)]])),
    ) as Record<string, GradeCell>;
    return (dropLowest: number, missingPolicy: MissingPolicy = 'leave_out', weight = 100) =>
      grade(assignments, cells, {
        categories: [category('hw', weight, dropLowest)],
        missingPolicy,
      });
  };

  it('drops the lowest marks by percentage', () => {
    const g = gradeOf(
      [assignment('a', 10, 'hw'), assignment('b', 40, 'hw'), assignment('c', 5, 'hw')],
      (id) => ({ a: marked(6), b: marked(20), c: marked(5) })[id],
      settings({ categories: [category('hw', 100, 1)] }),
    );
    // 20/40 = 50 % is the lowest, although 20 is the largest score.
    expect(states(g)).toEqual({ a: 'counted', b: 'dropped', c: 'counted' });
    expect(group(g, 'hw').lines[1]).toMatchObject({ score: 20, maxPoints: 40 });
    expect(g.rounded).toBe(73.3);
  });

  it('always keeps one, however many it is asked to drop', () => {
    const g = hw(3, 9, 5)(5);
    expect(states(g)).toEqual({ h0: 'dropped', h1: 'counted', h2: 'dropped' });
    expect(g.rounded).toBe(90);
    expect(states(hw(7)(2))).toEqual({ h0: 'counted' });
  });

  it('on a tie drops the later one first (an exact tie: 1/3 and 2/6)', () => {
    expect(states(hw(4, 8, 4, 4)(2))).toEqual({
      h0: 'counted',
      h1: 'counted',
      h2: 'dropped',
      h3: 'dropped',
    });
    const g = gradeOf(
      [assignment('a', 3, 'hw'), assignment('b', 6, 'hw'), assignment('c', 9, 'hw')],
      (id) => ({ a: marked(1), b: marked(2), c: marked(9) })[id],
      settings({ categories: [category('hw', 10, 1)] }),
    );
    expect(states(g)).toEqual({ a: 'counted', b: 'dropped', c: 'counted' });
  });

  it('drops missing work counted as zero, never missing work left out or unmarked work', () => {
    expect(states(hw(6, null, 9)(1, 'zero'))).toEqual({
      h0: 'counted',
      h1: 'dropped',
      h2: 'counted',
    });
    const left = hw(6, null, 9)(1, 'leave_out');
    expect(states(left)).toEqual({ h0: 'dropped', h1: 'missing_left_out', h2: 'counted' });
    expect(left.rounded).toBe(90);
  });

  it('drops in a category when nothing is weighted too', () => {
    const g = hw(2, 8)(1, 'leave_out', 0);
    expect(g.weighted).toBe(false);
    expect(states(g)).toEqual({ h0: 'dropped', h1: 'counted' });
    expect(g.rounded).toBe(80);
  });
});

describe('gradeOf: weights', () => {
  const assignments = [
    assignment('h1', 20, 'hw'),
    assignment('h2', 40, 'hw'),
    assignment('t1', 50, 'test'),
    assignment('q1', 10, 'quiz', day(3)),
  ];
  const cells = { h1: marked(15), h2: marked(30), t1: marked(41) };

  it.each([
    [30, 70, 79.9, (30 * 75 + 70 * 82) / 100],
    [10, 30, 80.3, (10 * 75 + 30 * 82) / 40],
    [100, 150, 79.2, (100 * 75 + 150 * 82) / 250],
  ])(
    'weights %i and %i: the mean by weight, whatever they sum to',
    (hwW, testW, rounded, exact) => {
      const g = grade(assignments, cells, {
        categories: [category('hw', hwW), category('test', testW), category('quiz', 20)],
      });
      expect(g.weighted).toBe(true);
      expect(g.percent).toBeCloseTo(exact, 12);
      expect(g.rounded).toBe(rounded);
      expect(group(g, 'hw')).toMatchObject({ scored: 45, possible: 60, percent: 75 });
      expect(group(g, 'hw').share).toBeCloseTo((100 * hwW) / (hwW + testW), 12);
      // The quiz is not marked yet: its category is empty and its weight does not count.
      expect(group(g, 'quiz')).toMatchObject({
        percent: null,
        share: null,
        lines: [{ state: 'not_marked' }],
      });
    },
  );

  it('weights that are all 0 mean unweighted: every point counts, categories or not', () => {
    const g = grade(
      [...assignments, assignment('x', 30)],
      { ...cells, x: marked(30) },
      {
        categories: [category('hw', 0), category('test', 0)],
      },
    );
    expect(g.weighted).toBe(false);
    expect(g.categories).toHaveLength(1);
    expect(group(g, null)).toMatchObject({ scored: 116, possible: 140 });
    expect(g.rounded).toBe(82.9);
  });

  it('a category of weight 0 has its percent but no share when others are weighted', () => {
    const g = grade(assignments, cells, { categories: [category('hw', 0), category('test', 5)] });
    expect(group(g, 'hw')).toMatchObject({ percent: 75, share: null });
    expect(group(g, 'test')).toMatchObject({ percent: 82, share: 100 });
    expect(g.percent).toBe(82);
  });

  it('leaves out work with no category, or a category the class does not have', () => {
    const g = grade(
      assignments,
      { ...cells, q1: marked(0) },
      {
        categories: [category('hw', 1), category('test', 1)],
      },
    );
    expect(states(g)).toMatchObject({ q1: 'no_category' });
    expect(g.categories.map((c) => c.categoryId)).toEqual(['hw', 'test', null]);
    expect(group(g, null)).toMatchObject({ name: 'No category', percent: null, share: null });
    expect(g.rounded).toBe(78.5);
  });

  it('rounds the exact value: 68.75 is 68.8, though floats make it 68.74999…', () => {
    const g = gradeOf(
      [assignment('a', 1, 'x'), assignment('b', 12, 'y')],
      (id) => ({ a: marked(0), b: marked(11) })[id],
      settings({ categories: [category('x', 25), category('y', 75)] }),
    );
    const floats = (25 * 0 + 75 * ((11 / 12) * 100)) / 100;
    expect(Math.round(floats * 10) / 10).toBe(68.7);
    expect(g.percent).toBe(68.75);
    expect(g.rounded).toBe(68.8);
  });
});

describe('exact rounding and conversion', () => {
  it('rounds halves up, from the exact fraction', () => {
    expect(roundedPercent(1749, 2000)).toBe(87.5); // 87.45 exactly
    expect(roundedPercent(174899, 199999)).toBe(87.4); // 87.44993…
    expect(roundedPercent(0, 7)).toBe(0);
    expect(roundedPercent(1, 0)).toBeNull();
    // 87.4499999999999999999 is the same double as 87.45, yet rounds down.
    const below: [bigint, bigint] = [874499999999999999999n, 10n ** 19n];
    expect(toNumber(below)).toBe(87.45);
    expect(roundTenth(below)).toBe(87.4);
    expect(roundTenth([8745n, 100n])).toBe(87.5);
    expect(roundTenth([-8745n, 100n])).toBe(-87.4);
  });

  it('converts a fraction to its nearest double', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 40n }),
        fc.bigInt({ min: 1n, max: 10n ** 40n }),
        (n, d) => isNearestDouble(toNumber([n, d]), [n, d]),
      ),
      { numRuns: 2000, seed: SEED },
    );
    expect(toNumber([1n, 3n])).toBe(1 / 3);
    expect(toNumber([2n ** 53n + 1n, 1n])).toBe(2 ** 53); // a tie: to even
    // Just above a tie, by less than the bits the division keeps: the sticky bit rounds it up.
    expect(toNumber([(2n ** 53n + 1n) * 2n ** 20n + 1n, 2n ** 20n])).toBe(2 ** 53 + 2);
  });
});

describe('letterFor', () => {
  const scale: LetterBand[] = [
    { letter: 'A', min: 90 },
    { letter: 'B', min: 80 },
    { letter: 'C', min: 70 },
  ];
  it.each([
    [100, 'A'],
    [90, 'A'],
    [89.9, 'B'],
    [80, 'B'],
    [70, 'C'],
    [69.9, null],
    [0, null],
  ])('%d gets %s', (rounded, letter) => {
    expect(letterFor(rounded, scale)).toBe(letter);
    expect(letterFor(rounded, [...scale].reverse())).toBe(letter);
  });
  it('gives none with no percent or no scale, and takes a band from 0', () => {
    expect(letterFor(null, scale)).toBeNull();
    expect(letterFor(95, null)).toBeNull();
    expect(letterFor(0, [...scale, { letter: 'F', min: 0 }])).toBe('F');
  });
});

describe('formatPercent', () => {
  it('shows one decimal place always, in the locale', () => {
    expect(formatPercent(87.5)).toBe('87.5%');
    expect(formatPercent(80)).toBe('80.0%');
    expect(formatPercent(0)).toBe('0.0%');
    expect(formatPercent(1234.5)).toBe('1,234.5%');
    expect(formatPercent(87.5, 'de-DE')).toBe('87,5%');
    expect(formatPercent(null)).toBe('—');
  });
});

describe('assignmentFigures', () => {
  it('counts the roster’s work and averages the marked, leaving the excused out', () => {
    const cells: Record<string, GradeCell> = {
      s1: marked(7),
      s2: { ...marked(1), excused: true },
      s3: cell({ handedIn: 'late' }),
      s4: cell({ dueDate: day(3) }),
      s5: cell({ excused: true }),
      s7: cell({ handedIn: 'no', score: 4 }),
      gone: marked(0),
    };
    const f = assignmentFigures(
      assignment('a', 8, null, day(-1)),
      ['s1', 's2', 's3', 's4', 's5', 's6', 's7'],
      (id) => cells[id],
      TODAY,
    );
    expect(f).toEqual({
      assignmentId: 'a',
      average: ((7 + 4) / 16) * 100,
      handedIn: 2, // s1 and s3: s2's excused work is in no figure but its own
      marked: 2,
      missing: 2, // s6 (nothing recorded) and s7 (marked, never handed in); s4 has an extension
      excused: 2,
    });
    expect(assignmentFigures(assignment('b', 5), ['s1'], () => undefined, TODAY)).toMatchObject({
      average: null,
      missing: 1,
    });
  });
});

// ---------------------------------------------------------------------------------------------
// The reference: the contract read literally, with BigInt fractions.

type Frac = [bigint, bigint];
const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));
const frac = (n: bigint, d: bigint): Frac => {
  const g = gcd(n, d);
  return [n / g, d / g];
};
const add = (x: Frac, y: Frac) => frac(x[0] * y[1] + y[0] * x[1], x[1] * y[1]);
const less = (x: Frac, y: Frac) => x[0] * y[1] < y[0] * x[1];

/** Rounded to tenths, halves up, by long division (non-negative values). */
function refRounded([n, d]: Frac): number {
  const tenths = (n * 10n) / d;
  const rest = n * 10n - tenths * d;
  return Number(2n * rest >= d ? tenths + 1n : tenths) / 10;
}

interface Case {
  assignments: MarkbookAssignment[];
  cells: Map<string, GradeCell>;
  settings: GradeSettings;
}

interface Reference {
  weighted: boolean;
  states: LineState[];
  percentOf: Map<string | null, Frac | null>;
  overall: Frac | null;
}

function reference({ assignments, cells, settings: s }: Case): Reference {
  let weighted = false;
  for (const c of s.categories) if (c.weight > 0) weighted = true;
  const states: LineState[] = [];
  const scores: number[] = [];
  for (const a of assignments) {
    const cell = cells.get(a.id);
    let known = false;
    for (const c of s.categories) if (c.id === a.categoryId) known = true;
    let state: LineState;
    let score = 0;
    const due = cell && cell.dueDate !== null ? cell.dueDate : a.dueDate;
    const notIn = cell === undefined || cell.handedIn === 'no';
    if (s.period !== null && (a.dueDate < s.period.starts || a.dueDate > s.period.ends))
      state = 'outside_period';
    else if (cell !== undefined && cell.excused) state = 'excused';
    else if (weighted && !known) state = 'no_category';
    else if (cell !== undefined && cell.score !== null) {
      state = 'counted';
      score = cell.score;
    } else if (notIn && due < s.today)
      state = s.missingPolicy === 'zero' ? 'missing_zero' : 'missing_left_out';
    else state = 'not_marked';
    states.push(state);
    scores.push(score);
  }
  const counts = (i: number) => states[i] === 'counted' || states[i] === 'missing_zero';
  const ratio = (i: number): Frac => [BigInt(scores[i]!), BigInt(assignments[i]!.maxPoints)];
  for (const c of s.categories) {
    let candidates = 0;
    for (let i = 0; i < assignments.length; i++)
      if (assignments[i]!.categoryId === c.id && counts(i)) candidates++;
    const drops = Math.min(c.dropLowest, candidates - 1);
    for (let k = 0; k < drops; k++) {
      let lowest = -1;
      for (let i = 0; i < assignments.length; i++) {
        if (assignments[i]!.categoryId !== c.id || !counts(i)) continue;
        // `<=`: on a tie the later one wins, so it is dropped first.
        if (lowest === -1 || !less(ratio(lowest), ratio(i))) lowest = i;
      }
      states[lowest] = 'dropped';
    }
  }
  const percentOver = (take: (i: number) => boolean): Frac | null => {
    let scored = 0n;
    let possible = 0n;
    for (let i = 0; i < assignments.length; i++)
      if (take(i) && counts(i)) {
        scored += BigInt(scores[i]!);
        possible += BigInt(assignments[i]!.maxPoints);
      }
    return possible === 0n ? null : frac(100n * scored, possible);
  };
  const percentOf = new Map<string | null, Frac | null>();
  for (const c of s.categories)
    percentOf.set(
      c.id,
      percentOver((i) => assignments[i]!.categoryId === c.id),
    );
  let overall: Frac | null = null;
  if (weighted) {
    let sum: Frac = [0n, 1n];
    let weights = 0n;
    for (const c of s.categories) {
      const p = percentOf.get(c.id)!;
      if (c.weight > 0 && p !== null) {
        sum = add(sum, frac(BigInt(c.weight) * p[0], p[1]));
        weights += BigInt(c.weight);
      }
    }
    overall = weights === 0n ? null : frac(sum[0], sum[1] * weights);
  } else overall = percentOver(() => true);
  return { weighted, states, percentOf, overall };
}

/** The exact value of a finite double. */
function exactOf(x: number): Frac {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, x);
  const bits = view.getBigUint64(0);
  const exponent = Number((bits >> 52n) & 0x7ffn);
  let mantissa = bits & ((1n << 52n) - 1n);
  if (exponent !== 0) mantissa |= 1n << 52n;
  const power = Math.max(exponent, 1) - 1075;
  const sign = bits >> 63n === 1n ? -1n : 1n;
  return power >= 0
    ? [sign * (mantissa << BigInt(power)), 1n]
    : frac(sign * mantissa, 1n << BigInt(-power));
}

/** Whether x is a double nearest to n / d (no neighbour is strictly closer). */
function isNearestDouble(x: number, [n, d]: Frac): boolean {
  const distance = (y: number) => {
    const [yn, yd] = exactOf(y);
    const diff = yn * d - n * yd;
    return frac(diff < 0n ? -diff : diff, yd * d);
  };
  const here = distance(x);
  const step = (y: number, up: boolean) => {
    // The next double up or down from x (x > 0 here; 0 has its own neighbours).
    const view = new DataView(new ArrayBuffer(8));
    view.setFloat64(0, y);
    view.setBigUint64(0, view.getBigUint64(0) + (up ? 1n : -1n));
    return view.getFloat64(0);
  };
  if (x === 0) return !less([0n, 1n], [n, d]) || !less(distance(Number.MIN_VALUE), here);
  return !less(distance(step(x, true)), here) && !less(distance(step(x, false)), here);
}

// ---------------------------------------------------------------------------------------------
// Random cases.

const aCategory = fc.record({
  weight: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 100 })),
  dropLowest: fc.oneof(
    fc.constant(0),
    fc.integer({ min: 1, max: 2 }),
    fc.integer({ min: 0, max: 5 }),
  ),
});
const aCell = fc.record({
  handedIn: fc.constantFrom<HandedIn>('no', 'no', 'on_time', 'late'),
  score: fc.option(fc.nat(1000), { freq: 5 }),
  excused: fc.constantFrom(false, false, false, false, false, true),
  dueDate: fc.option(fc.integer({ min: -10, max: 10 }).map(day), { freq: 3 }),
});
const anAssignment = fc.record({
  due: fc.integer({ min: -10, max: 10 }),
  // Small, shared maxima make ties (and drops decided by them) common.
  maxPoints: fc.oneof(
    fc.constantFrom(2, 4, 10),
    fc.integer({ min: 1, max: 20 }),
    fc.integer({ min: 1, max: 1000 }),
  ),
  // An index into the categories; one past the end (or more) is a category the class lacks.
  category: fc.option(fc.oneof(fc.nat(1), fc.nat(3), fc.nat(5)), { freq: 6 }),
  cell: fc.option(aCell, { freq: 8 }),
});
type Shape = {
  categories: { weight: number; dropLowest: number }[];
  assignments: (typeof anAssignment extends fc.Arbitrary<infer T> ? T : never)[];
  missingPolicy: MissingPolicy;
  period: [number, number] | null;
};
const aCase = fc
  .record({
    categories: fc.array(aCategory, { maxLength: 4, size: 'max' }),
    assignments: fc.array(anAssignment, { maxLength: 15, size: 'max' }),
    missingPolicy: fc.constantFrom<MissingPolicy>('zero', 'leave_out'),
    period: fc.option(
      fc.tuple(fc.integer({ min: -10, max: 10 }), fc.integer({ min: -10, max: 10 })),
      { freq: 2 },
    ),
  })
  .map(caseOf);
/** Where drops decide: one or two categories that drop, small maxima (ties), much missing. */
const aDropCase = fc
  .record({
    categories: fc.array(
      fc.record({
        weight: fc.integer({ min: 0, max: 100 }),
        dropLowest: fc.integer({ min: 1, max: 5 }),
      }),
      { minLength: 1, maxLength: 2 },
    ),
    assignments: fc.array(
      fc.record({
        due: fc.integer({ min: -3, max: 1 }),
        maxPoints: fc.constantFrom(2, 4, 10),
        category: fc.nat(1),
        cell: fc.option(
          fc.record({
            handedIn: fc.constantFrom<HandedIn>('no', 'on_time'),
            score: fc.option(fc.nat(10)),
            excused: fc.constantFrom(false, false, false, true),
            dueDate: fc.constant(null),
          }),
        ),
      }),
      { minLength: 2, maxLength: 15, size: 'max' },
    ),
    missingPolicy: fc.constantFrom<MissingPolicy>('zero', 'leave_out'),
    period: fc.constant(null),
  })
  .map(caseOf);

function caseOf({ categories, assignments, missingPolicy, period }: Shape): Case {
  const cells = new Map<string, GradeCell>();
  const list = assignments.map((a, i) => {
    const id = `a${i}`;
    if (a.cell)
      cells.set(id, {
        ...a.cell,
        score: a.cell.score === null ? null : a.cell.score % (a.maxPoints + 5),
      });
    return {
      id,
      title: `Assignment ${i}`,
      dueDate: day(a.due),
      maxPoints: a.maxPoints,
      categoryId: a.category === null ? null : `c${a.category}`,
    };
  });
  return {
    assignments: list,
    cells,
    settings: {
      categories: categories.map((c, i) => ({ id: `c${i}`, name: `Category ${i}`, ...c })),
      missingPolicy,
      today: TODAY,
      period: period && {
        starts: day(Math.min(...period)),
        ends: day(Math.max(...period)),
      },
    },
  };
}

const run = ({ assignments, cells, settings: s }: Case) =>
  gradeOf(assignments, (id) => cells.get(id), s);
const linesOf = (g: Grade) => g.categories.flatMap((c) => c.lines);
const property = <T>(arb: fc.Arbitrary<T>, check: (value: T) => void) =>
  fc.assert(fc.property(arb, check), { numRuns: RUNS, seed: SEED });

describe('gradeOf against the reference', () => {
  it.each([
    ['any', aCase],
    ['dropping', aDropCase],
  ])('agrees on every line, every category and the overall (%s cases)', (_, cases) => {
    property(cases, (c) => {
      const g = run(c);
      const ref = reference(c);
      expect(g.weighted).toBe(ref.weighted);
      const byId = new Map(linesOf(g).map((l) => [l.assignmentId, l]));
      expect(byId.size).toBe(c.assignments.length);
      expect(c.assignments.map((a) => byId.get(a.id)?.state)).toEqual(ref.states);
      // Lines are grouped: by category when weighted (the ones with none last), else all in one.
      if (ref.weighted) {
        const ids = c.settings.categories.map((k) => k.id);
        const groups = g.categories.map((k) => k.categoryId);
        expect(groups.slice(0, ids.length)).toEqual(ids);
        const others = c.assignments.some(
          (a) => a.categoryId === null || !ids.includes(a.categoryId),
        );
        expect(groups.length - ids.length).toBe(others ? 1 : 0);
        for (const k of g.categories) {
          const expected = k.categoryId === null ? null : ref.percentOf.get(k.categoryId)!;
          if (expected === null) expect(k.percent).toBeNull();
          else expect(isNearestDouble(k.percent!, expected)).toBe(true);
          expect(k.share === null).toBe(k.weight === 0 || k.percent === null);
        }
      } else {
        expect(g.categories).toHaveLength(1);
        expect(g.categories[0]!.lines.map((l) => l.assignmentId)).toEqual(
          c.assignments.map((a) => a.id),
        );
      }
      for (const k of g.categories) {
        const counting = k.lines.filter((l) => l.state === 'counted' || l.state === 'missing_zero');
        expect(k.scored).toBe(counting.reduce((sum, l) => sum + l.score!, 0));
        expect(k.possible).toBe(counting.reduce((sum, l) => sum + l.maxPoints, 0));
      }
      for (const l of linesOf(g)) {
        const cell = c.cells.get(l.assignmentId);
        const expected =
          l.state === 'counted' || l.state === 'dropped'
            ? (cell?.score ?? 0)
            : l.state === 'missing_zero'
              ? 0
              : null;
        expect(l.score).toBe(expected);
      }
      if (ref.overall === null) {
        expect(g.percent).toBeNull();
        expect(g.rounded).toBeNull();
      } else {
        expect(isNearestDouble(g.percent!, ref.overall)).toBe(true);
        expect(g.rounded).toBe(refRounded(ref.overall));
        const shares = g.categories.reduce((sum, k) => sum + (k.share ?? 0), 0);
        expect(shares).toBeCloseTo(100, 9);
      }
    });
  });

  it('lies between the lowest and highest category that counts, when weighted', () => {
    property(aCase, (c) => {
      const g = run(c);
      if (!g.weighted || g.percent === null) return;
      const counting = g.categories.filter((k) => k.share !== null).map((k) => k.percent!);
      expect(counting.length).toBeGreaterThan(0);
      expect(g.percent).toBeGreaterThanOrEqual(Math.min(...counting));
      expect(g.percent).toBeLessThanOrEqual(Math.max(...counting));
    });
  });

  it('never looks inside an excused cell', () => {
    property(fc.tuple(aCase, fc.array(aCell, { minLength: 15, maxLength: 15 })), ([c, others]) => {
      const cells = new Map(c.cells);
      c.assignments.forEach((a, i) => {
        if (cells.get(a.id)?.excused) cells.set(a.id, { ...others[i]!, excused: true });
      });
      expect(run({ ...c, cells })).toEqual(run(c));
    });
  });

  it('treats an excused assignment as if it were not there', () => {
    property(fc.tuple(aCase, fc.nat()), ([c, pick]) => {
      if (c.assignments.length === 0) return;
      const gone = c.assignments[pick % c.assignments.length]!;
      const cells = new Map(c.cells).set(gone.id, {
        ...(c.cells.get(gone.id) ?? marked(0)),
        excused: true,
      });
      const excused = run({ ...c, cells });
      const without = run({ ...c, assignments: c.assignments.filter((a) => a !== gone) });
      const state = linesOf(excused).find((l) => l.assignmentId === gone.id)!.state;
      expect(['excused', 'outside_period']).toContain(state);
      const rest = (g: Grade) =>
        g.categories.map((k) => ({
          ...k,
          lines: k.lines.filter((l) => l.assignmentId !== gone.id),
        }));
      expect(excused.percent).toBe(without.percent);
      expect(excused.rounded).toBe(without.rounded);
      // The group for "no category" may exist only because of the excused one.
      const nonEmpty = (g: Grade) =>
        rest(g).filter((k) => k.categoryId !== null || k.lines.length > 0 || !g.weighted);
      expect(nonEmpty(excused)).toEqual(nonEmpty(without));
    });
  });

  it('never changes the overall or any other line when an excused assignment is added', () => {
    property(fc.tuple(aCase, anAssignment, fc.nat(), aCell), ([c, extra, at, extraCell]) => {
      const added: MarkbookAssignment = {
        id: 'extra',
        title: 'Extra',
        dueDate: day(extra.due),
        maxPoints: extra.maxPoints,
        categoryId: extra.category === null ? null : `c${extra.category}`,
      };
      const assignments = [...c.assignments];
      assignments.splice(at % (assignments.length + 1), 0, added);
      const cells = new Map(c.cells).set('extra', { ...extraCell, excused: true });
      const before = run(c);
      const after = run({ ...c, assignments, cells });
      expect(after.percent).toBe(before.percent);
      expect(after.rounded).toBe(before.rounded);
      const others = (g: Grade) => linesOf(g).filter((l) => l.assignmentId !== 'extra');
      expect(others(after)).toEqual(others(before));
    });
  });
});

describe('assignmentFigures against the reference', () => {
  it('counts each figure as its definition says', () => {
    const roster = fc.array(fc.option(aCell, { freq: 3 }), { maxLength: 20 });
    property(
      fc.tuple(fc.integer({ min: 1, max: 1000 }), fc.integer({ min: -10, max: 10 }), roster),
      ([maxPoints, due, list]) => {
        const a = assignment('a', maxPoints, null, day(due));
        const cells = list.map(
          (x) => x && { ...x, score: x.score === null ? null : x.score % (maxPoints + 1) },
        );
        const ids = cells.map((_, i) => `s${i}`);
        const f = assignmentFigures(a, ids, (id) => cells[Number(id.slice(1))] ?? undefined, TODAY);
        let handedIn = 0;
        let markedCount = 0;
        let missing = 0;
        let excused = 0;
        let sum: Frac = [0n, 1n];
        for (const x of cells) {
          if (x !== null && x.handedIn !== 'no' && !x.excused) handedIn++;
          if (x !== null && x.excused) excused++;
          if (x !== null && !x.excused && x.score !== null) {
            markedCount++;
            sum = add(sum, frac(BigInt(x.score) * 100n, BigInt(maxPoints)));
          }
          const own = x !== null && x.dueDate !== null ? x.dueDate : a.dueDate;
          if ((x === null || (x.handedIn === 'no' && !x.excused)) && own < TODAY) missing++;
        }
        expect(f).toMatchObject({ handedIn, marked: markedCount, missing, excused });
        if (markedCount === 0) expect(f.average).toBeNull();
        else
          expect(isNearestDouble(f.average!, frac(sum[0], sum[1] * BigInt(markedCount)))).toBe(
            true,
          );
      },
    );
  });
});

describe('letterFor against the reference', () => {
  it('gives the band with the highest minimum reached', () => {
    const bands = fc.array(
      fc.record({
        letter: fc.constantFrom('A', 'B', 'C', 'D', 'E'),
        min: fc.integer({ min: 0, max: 1000 }).map((n) => n / 10),
      }),
      { maxLength: 6 },
    );
    property(
      fc.tuple(
        fc.integer({ min: 0, max: 1000 }).map((n) => n / 10),
        bands,
      ),
      ([rounded, scale]) => {
        const sorted = [...scale].sort((x, y) => y.min - x.min);
        const expected = sorted.find((b) => b.min <= rounded);
        const letter = letterFor(rounded, scale);
        if (expected === undefined) expect(letter).toBeNull();
        else
          expect(scale.filter((b) => b.min === expected.min).map((b) => b.letter)).toContain(
            letter,
          );
      },
    );
  });
});

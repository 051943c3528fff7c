/** The working's sentences (explain.ts): exact text for each shape of grade. */
import { describe, expect, it } from 'vitest';
import type { MarkbookAssignment, MarkbookCategory } from '../api-types/markbook.ts';
import { explainGrade, NOTHING_COUNTS } from './explain.ts';
import { gradeOf, ROUNDING_RULE, type GradeCell, type GradeSettings } from './grade.ts';

const TODAY = '2026-03-11';
const assignment = (
  id: string,
  maxPoints: number,
  categoryId: string | null,
  dueDate = '2026-03-10',
): MarkbookAssignment => ({ id, title: `Task ${id}`, dueDate, maxPoints, categoryId });
const marked = (score: number): GradeCell => ({
  handedIn: 'on_time',
  score,
  excused: false,
  dueDate: null,
});
const category = (id: string, name: string, weight: number, dropLowest = 0): MarkbookCategory => ({
  id,
  name,
  weight,
  dropLowest,
});
const explain = (
  assignments: MarkbookAssignment[],
  cells: Record<string, GradeCell>,
  facts: Partial<GradeSettings>,
  locale?: string,
) => {
  const grade = gradeOf(assignments, (id) => cells[id], {
    categories: [],
    missingPolicy: 'leave_out',
    today: TODAY,
    period: null,
    ...facts,
  });
  return explainGrade(grade, assignments, locale);
};

describe('explainGrade', () => {
  const homework = [
    assignment('h1', 20, 'hw'),
    assignment('h2', 40, 'hw'),
    assignment('h3', 10, 'hw'),
    assignment('h4', 10, 'hw'),
    assignment('h5', 10, 'hw'),
  ];
  const cells = {
    h1: marked(15),
    h2: marked(30),
    h3: marked(2),
    h4: marked(1),
    h5: { ...marked(0), excused: true },
    t1: marked(41),
  };

  it('states each category’s points, what was left out, and the weighted sum', () => {
    expect(
      explain([...homework, assignment('t1', 50, 'test')], cells, {
        categories: [category('hw', 'Homework', 30, 2), category('test', 'Tests', 70)],
      }),
    ).toEqual([
      'Homework: 45 of 60 points = 75.0% (2 marks dropped, 1 excused)',
      'Dropped from Homework: Task h3 (2 of 10), Task h4 (1 of 10)',
      'Tests: 41 of 50 points = 82.0%',
      'Overall: (30 × 75.0% + 70 × 82.0%) ÷ 100 = 79.9%',
      ROUNDING_RULE,
    ]);
  });

  it('names empty, unweighted and uncategorised work, with weights that sum to anything', () => {
    expect(
      explain(
        [
          assignment('t1', 50, 'test'),
          assignment('q1', 10, 'quiz', '2026-03-20'),
          assignment('p1', 4, 'practice'),
          assignment('x1', 10, null),
          assignment('x2', 10, 'gone'),
        ],
        { ...cells, p1: marked(1), x1: marked(10) },
        {
          categories: [
            category('test', 'Tests', 150),
            category('quiz', 'Quizzes', 100),
            category('practice', 'Practice', 0),
          ],
        },
      ),
    ).toEqual([
      'Tests: 41 of 50 points = 82.0%',
      'Quizzes: nothing counts yet (1 not marked yet)',
      'Practice: 1 of 4 points = 25.0%, weight 0: not in the overall',
      'No category: 2 assignments are left out',
      'Overall: (150 × 82.0%) ÷ 150 = 82.0%',
      ROUNDING_RULE,
    ]);
  });

  it('adds up the points when nothing is weighted', () => {
    expect(
      explain(
        [
          assignment('a', 100, null),
          assignment('b', 50, 'hw'),
          assignment('c', 10, null),
          assignment('d', 10, null, '2026-02-01'),
          assignment('e', 10, null),
        ],
        { a: marked(90), b: marked(33), c: { ...marked(0), handedIn: 'late', score: null } },
        { categories: [category('hw', 'Homework', 0)], missingPolicy: 'zero' },
      ),
    ).toEqual([
      'Overall: 123 of 170 points = 72.4% (2 missing counted as zero, 1 not marked yet)',
      ROUNDING_RULE,
    ]);
    expect(
      explain(
        [assignment('a', 100, null), assignment('b', 50, null)],
        { a: marked(90), b: marked(33) },
        {},
      ),
    ).toEqual(['Overall: 123 of 150 points = 82.0%', ROUNDING_RULE]);
  });

  it('says nothing counts yet when nothing does', () => {
    expect(explain([], {}, {})).toEqual([NOTHING_COUNTS]);
    expect(explain(homework, { h1: { ...marked(3), excused: true } }, {})).toEqual([
      'Nothing counts yet.',
    ]);
  });

  it('writes numbers in the locale', () => {
    expect(explain([assignment('a', 2000, null)], { a: marked(1749) }, {}, 'de-DE')).toEqual([
      'Overall: 1.749 of 2.000 points = 87,5%',
      ROUNDING_RULE,
    ]);
  });
});

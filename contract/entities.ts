/**
 * The resources the contract table checks, each with the bodies its generated rows send
 * (contract/steps.ts), in the order they run: a new entity is one more entry here.
 */
import { aClass } from '../server/testing/test-app.ts';
import { day, type ContractEntity } from './steps.ts';

export const anAssignment = (classRef: string, overrides: Record<string, unknown> = {}) => ({
  title: 'Essay: the water cycle',
  classId: classRef,
  dueDate: day(3),
  maxPoints: '20',
  description: '',
  ...overrides,
});
export const aStudent = (classRef: string, overrides: Record<string, unknown> = {}) => ({
  classId: classRef,
  firstName: 'Ada',
  lastName: 'Lovelace',
  studentNumber: 'S-1815',
  notes: 'Sits at the front.',
  ...overrides,
});
export const aCategory = (classRef: string, overrides: Record<string, unknown> = {}) => ({
  classId: classRef,
  name: 'Homework',
  weight: '40',
  dropLowest: '0',
  ...overrides,
});
export const aPeriod = (classRef: string, overrides: Record<string, unknown> = {}) => ({
  classId: classRef,
  name: 'Autumn half',
  starts: '2026-09-01',
  ends: '2026-10-23',
  ...overrides,
});
export const kids = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ firstName: 'Kid', lastName: `No ${i}` }));

/** Each resource with the bodies of its generated rows, in the order they run. */
export const ENTITIES: ContractEntity[] = [
  {
    kind: 'class',
    made: [
      aClass(),
      aClass({
        name: 'Biology',
        subject: 'science',
        grade: '10',
        room: '',
        termStarts: '2026-08-24',
      }),
    ],
    edited: aClass({ name: ' Algebra II ', room: 'C-3' }),
  },
  {
    kind: 'assignment',
    owner: { key: 'classId', live: '{class:1}' },
    made: [
      anAssignment('{class:1}'),
      anAssignment('{class:2}', { title: 'Lab report', dueDate: day(21), maxPoints: '50' }),
    ],
    edited: anAssignment('{class:1}', { title: 'Essay: clouds', maxPoints: '25' }),
  },
  {
    kind: 'student',
    owner: { key: 'classId', live: '{class:1}' },
    made: [
      aStudent('{class:1}'),
      aStudent('{class:2}', { firstName: ' alan ', lastName: 'turing', studentNumber: '' }),
    ],
    edited: aStudent('{class:1}', { firstName: 'Ada', lastName: 'King', notes: '' }),
  },
  {
    kind: 'category',
    owner: { key: 'classId', live: '{class:1}' },
    // Numbers as the dialog types them, and as JSON numbers.
    made: [
      aCategory('{class:1}', { name: ' Homework ', weight: '30', dropLowest: '1' }),
      aCategory('{class:2}', { name: 'Tests', weight: 70, dropLowest: 0 }),
    ],
    edited: aCategory('{class:1}', { name: 'Homework and quizzes', dropLowest: '2' }),
  },
  {
    kind: 'period',
    owner: { key: 'classId', live: '{class:1}' },
    // Class 2's term starts on 8/24/26.
    made: [
      aPeriod('{class:1}', { name: ' Autumn half ' }),
      aPeriod('{class:2}', { name: 'Summer school', starts: '2026-08-24', ends: '2026-08-31' }),
    ],
    edited: aPeriod('{class:1}', { name: 'Autumn', ends: '2026-10-30' }),
  },
];

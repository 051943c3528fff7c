// What the demo teacher teaches: made-up classes, assignment titles and a term's handed-in work
// (seed.ts writes them).

/** Realistic classes of one secondary-school teacher. */
export const CLASSES = [
  { name: 'Algebra I', subject: 'math', grade: 9, room: 'B-204', students: 28 },
  { name: 'Geometry', subject: 'math', grade: 10, room: 'B-204', students: 25 },
  { name: 'Year 7 Science', subject: 'science', grade: 7, room: 'L-2', students: 24 },
  { name: 'Physics 11', subject: 'physics', grade: 11, room: 'L-4', students: 19 },
  { name: 'Computing Club', subject: 'computing', grade: 8, room: null, students: 12 },
];

export const TITLES = [
  [
    'Linear equations worksheet',
    'Solving for x',
    'Graphing lines',
    'Quadratics quiz',
    'Unit test: functions',
  ],
  [
    'Angle proofs',
    'Triangle congruence',
    'Area and perimeter',
    'Circles project',
    'Transformations quiz',
  ],
  [
    'Lab report: density',
    'States of matter poster',
    'Food chains',
    'Forces quiz',
    'Plant cells drawing',
  ],
  [
    'Kinematics problem set',
    'Projectile lab',
    'Newton’s laws quiz',
    'Energy essay',
    'Circuits lab',
  ],
  ['Scratch game', 'Binary puzzles', 'Robot maze', 'Website mock-up', 'Algorithms diary'],
];

/**
 * A believable term's work: older assignments handed in by nearly everyone and marked, the
 * latest past one handed in and waiting to be marked, a few pieces missing, and some work in
 * early for what is due soon. `seed` varies which students.
 */
export function demoWork(
  roster: { id: string }[],
  offset: number,
  maxPoints: number,
  seed: number,
) {
  return roster.flatMap(({ id }, i) => {
    const pick = (i * 13 + seed * 7) % 29;
    if (offset >= 0) {
      // Not due yet: a few early birds in the coming week.
      return offset <= 7 && pick < 4
        ? [{ studentId: id, handedIn: 'on_time' as const, score: null, comment: '' }]
        : [];
    }
    // Past due: about one in fifteen missing, one in ten late.
    if (pick < 2) return [];
    const handedIn = pick < 5 ? ('late' as const) : ('on_time' as const);
    // The most recent past work (within ten days) is only partly marked.
    const marked = offset < -10 || pick % 3 === 0;
    const score = marked ? Math.round(maxPoints * (0.55 + ((pick * 17) % 45) / 100)) : null;
    const comment = marked && pick % 5 === 0 ? 'Good effort — check the last question.' : '';
    return [{ studentId: id, handedIn, score, comment }];
  });
}

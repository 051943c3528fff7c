import { describe, expect, it } from 'vitest';
import { PAGE_SIZES } from '../api-types/classes.ts';
import { ROSTER_MAX } from '../schemas/students.ts';
import { assignmentResource } from './assignments.ts';
import { categoryResource } from './categories.ts';
import { classResource } from './classes.ts';
import { periodResource } from './periods.ts';
import { studentResource } from './students.ts';

const all = [assignmentResource, categoryResource, classResource, periodResource, studentResource];

describe('the resources’ lists', () => {
  it('open on a page size the server takes', () => {
    for (const resource of all)
      expect(PAGE_SIZES as readonly number[]).toContain(resource.pageSize ?? 10);
  });

  it('show a whole class’s roster on one page', () => {
    expect(studentResource.pageSize).toBeGreaterThanOrEqual(ROSTER_MAX);
  });
});

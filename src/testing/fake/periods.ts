import {
  periodResource,
  periodTaken,
  type GradingPeriod,
  type PeriodSchemaOptions,
} from '../../shared/resources/periods';
import { classResource } from '../../shared/resources/classes';
import { CLASS_NOT_YOURS } from '../../shared/schemas/classes';
import { liveClass, type FakeDb, type Table } from './db';
import { resourceHandlers, type FakeEntity } from './resource';

/**
 * A class's grading periods on the fake, as server/periods/routes.ts has them: a name once per
 * class (any case), dates within the term of the class the body names. Its rows are the
 * markbook's (`db.periods`): what a story adds here, the markbook shows.
 */
export function periodHandlers(db: FakeDb) {
  const table: Table<GradingPeriod> = { rows: db.periods, deleted: new Map() };
  const classOf = (body: Record<string, unknown>) =>
    typeof body.classId === 'string' ? liveClass(db, body.classId.toLowerCase()) : undefined;

  const entity: FakeEntity<GradingPeriod, PeriodSchemaOptions> = {
    resource: periodResource,
    table,
    newId: db.newId,
    owner: {
      key: 'classId',
      noun: classResource.labels.noun,
      isLive: (id) => liveClass(db, id) !== undefined,
      notYours: CLASS_NOT_YOURS,
    },
    context: (_isNew, body) => {
      const cls = classOf(body);
      return { term: cls && { starts: cls.termStarts, ends: cls.termEnds } };
    },
    extra: (body, before): Record<string, string> => {
      const name = typeof body.name === 'string' ? body.name.trim() : '';
      const cls = classOf(body);
      const taken = db.periods.some(
        (p) =>
          p.classId === cls?.id &&
          p.id !== before?.id &&
          p.name.toLowerCase() === name.toLowerCase(),
      );
      return name && taken ? { name: periodTaken(name) } : {};
    },
  };
  return resourceHandlers(entity);
}

import type { Column } from '../../../components/data/data-list';
import { browserLocale } from '../../../lib/i18n/locale';
import type { GradingPeriod } from '../../../shared/resources/periods';
import { formatShortDate } from '../../../shared/validation/short-date';

const day = (date: string) => formatShortDate(date, browserLocale());

/** "9/1/26 – 10/31/26", in the reader's short date format. */
export const periodDates = (p: GradingPeriod) => `${day(p.starts)} – ${day(p.ends)}`;

/** A class's grading periods: the name, when it starts and when it ends. */
export const periodColumns: Column<GradingPeriod>[] = [
  { key: 'name', label: 'Name', sortKey: 'name', render: (p) => p.name },
  { key: 'starts', label: 'Starts', sortKey: 'starts', width: 120, render: (p) => day(p.starts) },
  { key: 'ends', label: 'Ends', width: 120, render: (p) => day(p.ends) },
];

/** A phone card's line: its dates. */
export const periodFacts = (p: GradingPeriod) => [[periodDates(p)]];

import type { Column } from '../../../components/data/data-list';
import type { GradingCategory } from '../../../shared/resources/categories';

/** "Drops the lowest 2", or nothing dropped. */
export const dropText = (g: GradingCategory) =>
  g.dropLowest > 0 ? `Drops the lowest ${g.dropLowest}` : 'Every mark counts';

/** A class's grading categories: the name, its weight, what it drops. */
export const categoryColumns: Column<GradingCategory>[] = [
  { key: 'name', label: 'Name', sortKey: 'name', render: (g) => g.name },
  {
    key: 'weight',
    label: 'Weight',
    sortKey: 'weight',
    align: 'right',
    width: 96,
    render: (g) => `${g.weight} %`,
  },
  { key: 'drop', label: 'Lowest marks', width: 200, render: dropText },
];

/** A phone card's line: the weight and what it drops. */
export const categoryFacts = (g: GradingCategory) => [[`${g.weight} %`, dropText(g)]];

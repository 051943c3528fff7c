import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';
import { SKELETON_ROWS, type DataListProps } from './data-list-types';
import { SortControl } from './sort-control';

/**
 * Facts in a line with " · " between them, each in its own element (read, and found, whole). A
 * line wraps between facts; only a fact longer than the line itself breaks inside.
 */
function FactLine({ facts }: { facts: ReactNode[] }) {
  return (
    <Typography variant="body2" color="text.secondary">
      {facts.map((fact, i) => (
        <Fragment key={i}>
          {i > 0 && ' · '}
          <Box component="span" sx={{ display: 'inline-block', maxWidth: '100%' }}>
            {fact}
          </Box>
        </Fragment>
      ))}
    </Typography>
  );
}

/** The phone list: compact cards, and a sort control in place of the headers. */
export function CardList<T>({
  label,
  columns,
  rows,
  busy,
  rowKey,
  rowTitle,
  rowFacts,
  actions,
  sort,
  order,
  onSort,
  pagination,
}: DataListProps<T> & { pagination: ReactNode }) {
  const facts =
    rowFacts ??
    ((row: T) => [
      columns.slice(1).map((c) => (
        <Fragment key={c.key}>
          {c.label} {c.render(row)}
        </Fragment>
      )),
    ]);
  return (
    <Box>
      <SortControl
        options={columns.flatMap((c) => (c.sortKey ? [{ value: c.sortKey, label: c.label }] : []))}
        sort={sort}
        order={order}
        onSort={onSort}
      />
      <Box
        component="ul"
        aria-label={label}
        aria-busy={rows === undefined || busy === true}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
      >
        {rows === undefined
          ? Array.from({ length: SKELETON_ROWS }, (_, i) => (
              // The shape of a card (a title and a line of facts, in the same type), so the
              // list keeps its height when the rows arrive.
              <Card component="li" key={i} sx={{ pl: 2, pr: 1, py: 1.5 }}>
                <Typography variant="subtitle1" component="div">
                  <Skeleton width="60%" />
                </Typography>
                <Typography variant="body2" component="div">
                  <Skeleton width="80%" />
                </Typography>
              </Card>
            ))
          : rows.map((row) => (
              // Compact: the name, a line or two of facts, and the actions in a menu.
              <Card
                component="li"
                key={rowKey(row)}
                sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, pl: 2, pr: 1, py: 1.5 }}
              >
                <Box sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                  <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 500 }}>
                    {rowTitle(row)}
                  </Typography>
                  {facts(row).map((line, i) => (
                    <FactLine key={i} facts={line} />
                  ))}
                </Box>
                {actions?.(row, 'card')}
              </Card>
            ))}
      </Box>
      {pagination}
    </Box>
  );
}

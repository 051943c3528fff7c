import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { MarkbookAssignment } from '../../../shared/api-types/markbook';
import {
  formatPercent,
  roundedPercent,
  type CategoryWorking,
} from '../../../shared/markbook/grade';
import { LINE_LABELS, type StudentReport } from './student-report';

function share(g: CategoryWorking, weighted: boolean, totalWeight: number, locale: string) {
  if (!weighted) return 'Every mark counts by its points.';
  if (g.categoryId === null) return 'Not in the overall: these assignments have no category.';
  const dropped = g.dropLowest > 0 ? ` · the lowest ${g.dropLowest} dropped` : '';
  if (g.share === null)
    return g.weight === 0
      ? `Weight 0: not in the overall${dropped}`
      : `Weight ${g.weight}: not in the overall until something counts${dropped}`;
  return `Weight ${g.weight} · ${formatPercent(roundedPercent(g.weight, totalWeight), locale)} of the overall${dropped}`;
}

/**
 * "How this is worked out": each category with its weight and share, which marks count, which
 * are dropped, excused or missing, and the shared function's sentences, the rounding rule last.
 */
export function GradeWorking({
  report,
  assignments,
  locale,
}: {
  report: StudentReport;
  assignments: readonly MarkbookAssignment[];
  locale: string;
}) {
  const titles = new Map(assignments.map((a) => [a.id, a.title]));
  const { grade } = report;
  const totalWeight = grade.categories
    .filter((g) => g.share !== null)
    .reduce((sum, g) => sum + g.weight, 0);
  return (
    <Box component="section" aria-labelledby="working-heading">
      <Typography id="working-heading" variant="h2" sx={{ mb: 2 }}>
        How this is worked out
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr' } }}>
        {grade.categories.map((g) => {
          const lines = g.lines.filter((l) => l.state !== 'outside_period');
          return (
            <Box
              key={g.categoryId ?? 'none'}
              component="section"
              aria-label={g.name}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}
            >
              <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 500 }}>
                {g.name}
                {g.percent !== null &&
                  `: ${formatPercent(roundedPercent(g.scored, g.possible), locale)}`}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {share(g, grade.weighted, totalWeight, locale)}
              </Typography>
              {lines.length === 0 ? (
                <Typography variant="body2">No assignments.</Typography>
              ) : (
                <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                  {lines.map((l) => (
                    <Typography component="li" variant="body2" key={l.assignmentId}>
                      {titles.get(l.assignmentId)}
                      {l.score !== null && ` (${l.score} of ${l.maxPoints})`}:{' '}
                      {LINE_LABELS[l.state]}
                    </Typography>
                  ))}
                </Box>
              )}
            </Box>
          );
        })}
      </Box>
      <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 500, mt: 3, mb: 1 }}>
        The arithmetic
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {report.explanation.map((sentence) => (
          <Typography component="li" key={sentence}>
            {sentence}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

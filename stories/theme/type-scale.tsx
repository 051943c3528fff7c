import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme, type TypographyVariant } from '@mui/material/styles';

/** Each variant of the scale, largest first, with when to use it. */
const scale: [TypographyVariant, string][] = [
  ['h1', 'The page title, once per page (the admin page header).'],
  ['h2', 'A screen of its own: sign-in card titles, error pages, the big dashboard figures.'],
  ['h3', 'Titles of dialogs, dashboard widgets and empty states.'],
  ['h4', 'A section inside a page or a long dialog.'],
  ['h5', 'A sub-section inside a card or a panel.'],
  ['h6', 'The smallest heading: a group of fields or of list rows. Body size, bold.'],
  ['subtitle1', 'Emphasised text that is not a heading: a card title in a list, a name.'],
  ['subtitle2', 'Emphasised small text: a label above a value.'],
  ['body1', 'Running text, field values, menu items.'],
  ['body2', 'Secondary text: descriptions, table cells, alerts.'],
  ['button', 'Buttons, toggles and tabs, in sentence case.'],
  ['caption', 'Hints and errors under fields, dates beside an item, chart labels.'],
  ['overline', 'A short label above a heading; sparingly.'],
];

/** '2.25rem' → 36, at the root font size the theme assumes (`typography.htmlFontSize`). */
const px = (size: string | number | undefined, root: number) =>
  typeof size === 'string' && size.endsWith('rem') ? parseFloat(size) * root : Number(size);

/**
 * The type scale on bundled Roboto: h1 > h2 > h3 > h4 > h5 > h6 ≥ body1 > body2 > caption. Each
 * row shows the variant, its size / weight / line height, a sample and when to use it.
 */
export function TypeScale() {
  const { typography } = useTheme();
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: '176px minmax(0, 1fr)',
        columnGap: 3,
        rowGap: 2,
        alignItems: 'baseline',
      }}
    >
      {scale.map(([variant, use]) => {
        // Read from the created theme: our tokens merged over MUI's defaults.
        const { fontSize, fontWeight, lineHeight } = typography[variant];
        return (
          <Box key={variant} data-variant={variant} sx={{ display: 'contents' }}>
            <Typography variant="body2" component="p">
              <Box component="strong" sx={{ fontWeight: 500, display: 'block' }}>
                {variant}
              </Box>
              <Box component="span" data-figures sx={{ color: 'text.secondary' }}>
                {`${px(fontSize, typography.htmlFontSize)}px / ${String(fontWeight)} / ${String(lineHeight)}`}
              </Box>
            </Typography>
            <div>
              <Typography variant={variant} component="p" data-sample>
                Plan the week's lessons
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {use}
              </Typography>
            </div>
          </Box>
        );
      })}
    </Box>
  );
}

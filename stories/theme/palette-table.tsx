import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { AA, schemes, tokenRows, type Scheme, type TokenRow } from './contrast-checks';
import { Code, schemeAttribute, usePalettes, Verdict } from './foundation-parts';

const schemeName: Record<Scheme, string> = { light: 'Light', dark: 'Dark' };

/** The threshold a row's checks are held to, and why. */
function threshold({ checks }: TokenRow) {
  const kind = checks[0]?.kind;
  if (!kind) return undefined;
  return kind === 'text' ? `AA ${AA.text}:1, text` : `AA ${AA.ui}:1, non-text (an edge)`;
}

/** One scheme's cell: the swatch, the value, and each ratio with its verdict. */
function SchemeCell({ scheme, row }: { scheme: Scheme; row: TokenRow }) {
  const theme = useTheme();
  return (
    <TableCell
      {...schemeAttribute(theme, scheme)}
      data-scheme={scheme}
      sx={{ color: 'text.primary', bgcolor: 'background.paper', verticalAlign: 'top' }}
    >
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
        {/* The real CSS variable of that scheme, not the value printed beside it. */}
        <Box
          aria-hidden
          data-swatch
          sx={{
            flex: 'none',
            width: 32,
            height: 32,
            borderRadius: 1,
            border: 1,
            borderColor: 'text.secondary',
            bgcolor: row.token,
          }}
        />
        <Code>{row.hex}</Code>
      </Box>
      {row.checks.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 1 }}>
          {row.checks.map((check) => (
            <Verdict key={check.on} check={check} />
          ))}
        </Box>
      )}
    </TableCell>
  );
}

/**
 * Every palette token of both schemes side by side, whatever the toolbar shows: a swatch, its
 * value, and its contrast on each surface it is used on, marked against the AA threshold.
 */
export function PaletteTable() {
  const palettes = usePalettes();
  const rows = { light: tokenRows(palettes.light), dark: tokenRows(palettes.dark) };
  return (
    <TableContainer>
      <Table size="small" aria-label="Palette tokens" sx={{ minWidth: 720 }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: '34%' }}>Token and threshold</TableCell>
            {schemes.map((scheme) => (
              <SchemeHead key={scheme} scheme={scheme} />
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.light.map((row, i) => (
            <TableRow key={row.token} data-token={row.token}>
              <TableCell component="th" scope="row" sx={{ verticalAlign: 'top' }}>
                <Code>{row.token}</Code>
                <Typography variant="body2" color="text.secondary">
                  {threshold(row) ?? row.note}
                </Typography>
                {threshold(row) && row.note && (
                  <Typography variant="body2" color="text.secondary">
                    {row.note}
                  </Typography>
                )}
              </TableCell>
              {schemes.map((scheme) => (
                <SchemeCell key={scheme} scheme={scheme} row={rows[scheme][i]!} />
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function SchemeHead({ scheme }: { scheme: Scheme }) {
  const theme = useTheme();
  return (
    <TableCell
      {...schemeAttribute(theme, scheme)}
      sx={{ color: 'text.primary', bgcolor: 'background.paper' }}
    >
      {schemeName[scheme]}
    </TableCell>
  );
}

import MenuBookRounded from '@mui/icons-material/MenuBookRounded';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** The product name with its mark. */
export function Logo({ size = 'medium' }: { size?: 'medium' | 'large' }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'primary.main' }}>
      <MenuBookRounded fontSize={size} aria-hidden />
      <Typography
        component="span"
        sx={{
          fontWeight: 700,
          fontSize: size === 'large' ? '1.5rem' : '1.25rem',
          letterSpacing: '-0.01em',
        }}
      >
        Lectern
      </Typography>
    </Stack>
  );
}

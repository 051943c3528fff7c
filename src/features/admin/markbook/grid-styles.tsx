import GlobalStyles from '@mui/material/GlobalStyles';
import type { Theme } from '@mui/material/styles';
import { memo } from 'react';
import { GRID_CLASS, gridSx } from './grid-style';

const styles = (theme: Theme) => ({ [`.${GRID_CLASS}`]: theme.unstable_sx(gridSx) });

/**
 * The grid's styles, written once while the markbook is shown. As an `sx` on the grid's box
 * they were turned into CSS again on every key (the grid draws again as the active cell
 * moves): the markbook bench's profile put a fifth of the page's script time there.
 */
export const GridStyles = memo(function GridStyles() {
  return <GlobalStyles styles={styles} />;
});

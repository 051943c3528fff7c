import type { SxProps, Theme } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';

/** Each column's width on screen, border included (the cells are `border-box`, as everywhere on
 * MUI's baseline): the virtualised columns' sizes and the sticky columns' offsets. */
export const WIDTHS = { name: 176, total: 96, work: 112 };
export const HEADER_HEIGHT = 112;
/** A student's row as first guessed, before it is measured (a score and one note). */
export const ROW_HEIGHT = 52;

/** The grid's scroll box: its styles are on this class (./grid-styles.tsx). */
export const GRID_CLASS = 'lectern-markbook-grid';

/**
 * The grid's styles, once, on its scroll box (3,000 cells with their own styles would cost a
 * class each): the header row sticks to the top, the name and total columns to the left, and
 * scroll padding keeps a focused cell out from under them.
 */
export const gridSx: SxProps<Theme> = {
  overflow: 'auto',
  // The containing block of the cells' visually hidden words: without it they escape the
  // scroll box and make the page as long as the whole grid.
  position: 'relative',
  // A fixed height, not the window's: the pictures' window grows to the page, and a grid that
  // grew with it would be laid out again under its sticky cells.
  maxHeight: 600,
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  bgcolor: 'background.paper',
  scrollPaddingTop: HEADER_HEIGHT,
  scrollPaddingLeft: WIDTHS.name + WIDTHS.total,
  // The grid is made of blocks, not a table: a table lays out every cell again when one
  // changes (the markbook bench: 12–17 ms at 4× CPU for a key that changed 8 objects), a row
  // of fixed-width flex cells only itself.
  // Whole-pixel lines (body2's and caption's are 20.02 and 19.92 px): rows of blocks are not
  // rounded as a table's are, and a row 52.94 px high blurred the border under it.
  '& [role="grid"]': { width: 'max-content', typography: 'body2', lineHeight: '20px' },
  '& [role="row"]': { display: 'flex', contain: 'layout paint' },
  '& [role="row"] > *': {
    flex: 'none',
    boxSizing: 'border-box',
    width: WIDTHS.work,
    p: '6px 8px',
    textAlign: 'left',
    borderBottom: 1,
    borderRight: 1,
    borderColor: 'divider',
    bgcolor: 'background.paper',
    overflowWrap: 'anywhere',
  },
  // The room of the rows and columns not drawn (./grid-window.ts): sized inline, nothing else.
  '& [role="row"] > [data-gap]': { p: 0, border: 0, bgcolor: 'transparent' },
  '& [data-part="head"]': { position: 'sticky', top: 0, zIndex: 2 },
  '& [data-part="head"] [role="columnheader"]': { fontWeight: 500 },
  '& [role="row"] > [data-sticky="name"]': {
    position: 'sticky',
    left: 0,
    zIndex: 1,
    width: WIDTHS.name,
    fontWeight: 500,
  },
  '& [role="row"] > [data-sticky="total"]': {
    position: 'sticky',
    left: WIDTHS.name,
    zIndex: 1,
    width: WIDTHS.total,
    borderRightWidth: 2,
    cursor: 'pointer',
  },
  '& [data-part="foot"] [role="row"] > *': { bgcolor: 'action.hover', color: 'text.secondary' },
  '& [data-part="foot"] [role="row"] > [data-sticky]': { bgcolor: 'background.paper' },
  '& .title': {
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  },
  // Words for screen readers only, as a class: an inline style on each of 200 cells was set
  // property by property whenever cells came into view.
  '& .sr': visuallyHidden,
  '& .name, & .main, & .note, & .failed': { display: 'block' },
  '& .main': { fontWeight: 500 },
  '& .note': { color: 'text.secondary', typography: 'caption', lineHeight: '20px' },
  '& .letter': { ml: 0.75, fontWeight: 500 },
  '& [data-sticky="total"] .main': { display: 'inline' },
  '& [data-status="missing"] .main': { color: 'error.main' },
  '& [data-status="late"] .main': { color: 'warning.main' },
  '& [data-status="excused"] .main': { color: 'text.secondary', fontStyle: 'italic' },
  '& [data-phase="failed"]': { boxShadow: (t) => `inset 0 0 0 2px ${t.palette.error.main}` },
  '& .failed': { color: 'error.main', typography: 'caption', lineHeight: '20px', fontWeight: 500 },
  '& .message': {
    display: 'block',
    color: 'error.main',
    typography: 'caption',
    lineHeight: '20px',
  },
  '& .retry': {
    mt: 0.5,
    font: 'inherit',
    typography: 'caption',
    lineHeight: '20px',
    color: 'error.main',
    bgcolor: 'transparent',
    border: 1,
    borderColor: 'error.main',
    borderRadius: 1,
    px: 0.75,
    cursor: 'pointer',
  },
  '& input': {
    width: '100%',
    boxSizing: 'border-box',
    font: 'inherit',
    color: 'text.primary',
    bgcolor: 'background.default',
    border: 2,
    borderColor: 'primary.main',
    borderRadius: 0.5,
    px: 0.5,
    py: 0.25,
    outline: 'none',
  },
  '& input[aria-invalid="true"]': { borderColor: 'error.main' },
  '& [tabindex]:focus': {
    outline: '2px solid',
    outlineColor: 'primary.main',
    outlineOffset: '-2px',
  },
};

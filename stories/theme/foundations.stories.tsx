import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { parseColor } from '../../src/theme/contrast';
import { createAppTheme } from '../../src/theme/create-app-theme';
import { palettes } from '../../src/theme/tokens';
import { viewports } from '../../.storybook/modes.ts';
import { BreakpointTable, layoutAt } from './breakpoint-table';
import { ratioText, roles, steps } from './contrast-checks';
import { ElevationLevels } from './elevation-levels';
import { SurfaceLevels } from './foundations';
import { PaletteTable } from './palette-table';
import { buttonRadius, cornerRadius, ShapeRadii } from './shape-radii';
import { SpacingScale } from './spacing-scale';
import { TypeScale } from './type-scale';

/** The theme the catalogue renders with: what every figure below must match. */
const theme = createAppTheme();
const dark = theme.colorSchemes.dark!.palette;

/** `#17201d` → `rgb(23, 32, 29)`, as the browser reports a computed colour. */
const rgb = (value: string) => {
  const { r, g, b } = parseColor(value);
  return `rgb(${r}, ${g}, ${b})`;
};

/** The one element `selector` finds in `root`, or a failure naming it. */
function find(root: ParentNode, selector: string): HTMLElement {
  const element = root.querySelector<HTMLElement>(selector);
  if (!element) throw new Error(`Nothing matches ${selector}`);
  return element;
}

const meta = {
  title: 'Foundations/Tokens',
  component: PaletteTable,
  tags: ['!autodocs'],
} satisfies Meta<typeof PaletteTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Palette: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Palette tokens' });
    // A row per token: 6 roles × main, light, dark, contrastText; 4 backgrounds; 3 text; divider.
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(roles.length * 4 + 4 + 3 + 1);
    // The dark column, whatever the toolbar shows: the theme's value, painted by its variable.
    const cell = find(table, '[data-token="background.paper"] [data-scheme="dark"]');
    await expect(within(cell).getByText(dark.background.paper)).toBeVisible();
    await expect(getComputedStyle(find(cell, '[data-swatch]')).backgroundColor).toBe(
      rgb(dark.background.paper),
    );
    // Text on the page meets AA in both schemes.
    const text = find(table, '[data-token="text.primary"]');
    await expect(text.querySelectorAll('[data-verdict="pass"]')).toHaveLength(6);
  },
};

export const Typography: Story = {
  render: () => <TypeScale />,
  play: async ({ canvasElement, canvas }) => {
    // The smallest heading is never smaller than body text.
    await expect(canvas.getByText('16px / 700 / 1.5')).toBeVisible();
    // Every printed size and weight is what the sample beside it renders in.
    for (const row of canvasElement.querySelectorAll<HTMLElement>('[data-variant]')) {
      const [size, weight] = find(row, '[data-figures]').textContent.split(' / ');
      const sample = getComputedStyle(find(row, '[data-sample]'));
      await expect(sample.fontSize).toBe(size);
      await expect(sample.fontWeight).toBe(weight);
    }
  },
};

export const Surfaces: Story = {
  render: () => <SurfaceLevels />,
  play: async ({ canvas, globals }) => {
    const elevated =
      globals.theme === 'dark'
        ? palettes.dark.background.elevated
        : palettes.light.background.elevated;
    await expect(
      await canvas.findByText(new RegExp(`background.elevated ${elevated}`)),
    ).toBeVisible();
  },
};

export const Spacing: Story = {
  render: () => <SpacingScale />,
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByText('spacing(1) = 8px')).toBeVisible();
    // Each bar is as wide as the figure printed beside it says.
    for (const bar of canvasElement.querySelectorAll<HTMLElement>('[data-step]')) {
      const width = bar.getBoundingClientRect().width;
      await expect(canvas.getByText(`spacing(${bar.dataset.step}) = ${width}px`)).toBeVisible();
    }
  },
};

export const Shape: Story = {
  render: () => <ShapeRadii />,
  play: async ({ canvas }) => {
    // The real components round their corners as the boxes say.
    const pill = buttonRadius(theme);
    await expect(canvas.getByRole('heading', { name: `Pill: ${pill}px` })).toBeVisible();
    const save = canvas.getByRole('button', { name: 'Save' });
    await expect(getComputedStyle(save).borderTopLeftRadius).toBe(`${pill}px`);
    const corner = cornerRadius(theme);
    await expect(canvas.getByRole('heading', { name: `Corner: ${corner}px` })).toBeVisible();
    const card = canvas.getByText('A card');
    await expect(getComputedStyle(card).borderTopLeftRadius).toBe(`${corner}px`);
  },
};

export const Elevation: Story = {
  render: () => <ElevationLevels />,
  play: async ({ canvasElement }) => {
    // The dark column is dark whatever the toolbar shows, and floats on the elevated surface.
    const column = find(canvasElement, '[data-scheme="dark"]');
    const floating = getComputedStyle(find(column, '[data-level="elevated"]'));
    await expect(floating.backgroundColor).toBe(rgb(dark.background.elevated));
    await expect(floating.boxShadow).not.toBe('none');
    const [toPaper, toElevated] = steps(dark);
    await expect(find(column, '[data-step="paper"]')).toHaveTextContent(ratioText(toPaper!.ratio));
    await expect(find(column, '[data-step="elevated"]')).toHaveTextContent(
      ratioText(toElevated!.ratio),
    );
  },
};

export const Breakpoints: Story = {
  render: () => <BreakpointTable />,
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Breakpoints' });
    const { keys, values } = theme.breakpoints;
    await expect(within(table).getAllByRole('row').slice(1)).toHaveLength(keys.length);
    await expect(within(table).getByText(`${values.md}px`)).toBeVisible();
    // The tablet width sits between sm and md: a drawer, cards, and dialogs as windows.
    const suite = canvas.getByRole('table', { name: 'Viewports the visual suite captures' });
    const tablet = within(suite).getByRole('row', { name: /^tablet/ });
    const layout = layoutAt(theme, viewports.tablet.width);
    await expect(layout).toEqual({ navigation: 'drawer', lists: 'cards', dialogs: 'window' });
    for (const value of Object.values(layout)) {
      await expect(within(tablet).getByRole('cell', { name: value })).toBeVisible();
    }
  },
};

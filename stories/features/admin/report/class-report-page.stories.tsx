import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { screenModes } from '../../../../.storybook/modes.ts';
import { ClassReportPage } from '../../../../src/features/admin/report/class-report-page';
import { classReportPath, studentPath } from '../../../../src/shared/paths';
import { fakeAdminApi } from '../../../../src/testing/fake-api';
import { markbookClass } from '../../../../src/testing/markbook-builders';
import { RouteStory, signedIn, slow } from '../../../support/route-story';
import { page } from '../../../support/screen-play';

// Algebra I: 30 students × 12 assignments (today 21 November), missing work counted as zero,
// letters from A (90) to F; marks, missing work, one excused piece and one extension.
const data = markbookClass();
const { cls } = data;
const grading = {
  [cls.id]: {
    missingPolicy: 'zero' as const,
    letterScale: [
      { letter: 'A', min: 90 },
      { letter: 'B', min: 80 },
      { letter: 'C', min: 70 },
      { letter: 'D', min: 60 },
      { letter: 'F', min: 0 },
    ],
  },
};

const meta = {
  title: 'Features/Admin/Report/ClassReportPage',
  component: ClassReportPage,
  render: () => <RouteStory path={classReportPath(cls.id)} />,
  parameters: { layout: 'fullscreen', chromatic: { modes: { ...screenModes } } },
  tags: ['!autodocs'],
} satisfies Meta<typeof ClassReportPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each student's overall grade and missing count, linked to their page; print actions. */
export const ClassReport: Story = {
  beforeEach: signedIn(...fakeAdminApi({ ...data, grading })),
  play: async ({ canvasElement }) => {
    const p = page(canvasElement);
    await expect(
      await p.findByRole('heading', { name: 'Algebra I: class report', level: 1 }, slow),
    ).toBeVisible();
    const table = p.getByRole('table', { name: 'Class report' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(data.students.length + 1);
    const first = within(rows[1]!).getByRole('link');
    await expect(first.getAttribute('href')).toMatch(
      new RegExp(`^${studentPath(cls.id, '')}[0-9a-f-]+$`),
    );
    await expect(p.getByRole('button', { name: 'Print class report' })).toBeVisible();
    await expect(p.getByRole('button', { name: 'Print slips' })).toBeVisible();
  },
};

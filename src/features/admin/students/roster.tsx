import Download from '@mui/icons-material/Download';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { toast } from '../../../components/toast/toast';
import { NetworkError } from '../../../lib/api/client';
import { OFFLINE_MESSAGE } from '../../../lib/api/submit-errors';
import type { SchoolClass } from '../../../shared/api-types/classes';
import { studentPath } from '../../../shared/paths';
import { studentResource } from '../../../shared/resources/students';
import { ROSTER_MAX, rosterFullMessage } from '../../../shared/schemas/students';
import { adminApi, queryKeys } from '../admin-api';
import { ListPage } from '../entity/list-page';
import { byStudentName } from '../../../lib/i18n/names';
import { rosterCsv } from './roster-csv';
import { RosterImport } from './roster-import';
import { columns, facts } from './student-columns';
import { StudentDialog } from './student-dialog';

/** Saves a text as a file the browser downloads. */
function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

/** A file name from a class name: letters, digits, spaces and dashes. */
export const rosterFileName = (cls: SchoolClass) =>
  `${cls.name.replace(/[^\p{L}\p{N} -]+/gu, '').trim() || 'Class'} roster.csv`;

/** A class's roster: the students, their progress, import from CSV and export to it. */
export function Roster({ cls }: { cls: SchoolClass }) {
  const progress = useQuery({
    queryKey: queryKeys.progress(cls.id),
    queryFn: () => adminApi.progress(cls.id),
  });
  const byStudent = useMemo(
    () => new Map((progress.data ?? []).map((p) => [p.studentId, p])),
    [progress.data],
  );
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const full = cls.students >= ROSTER_MAX;

  const exportCsv = async () => {
    setExporting(true);
    try {
      download(
        rosterFileName(cls),
        rosterCsv(await adminApi.roster(cls.id), byStudentName(navigator.languages)),
      );
    } catch (error) {
      // Not a form: "your entries are still here" (the server error's words) would not fit.
      toast.error(
        error instanceof NetworkError
          ? OFFLINE_MESSAGE
          : `The roster of ${cls.name} could not be exported. Please try again.`,
      );
    } finally {
      setExporting(false);
    }
  };
  const importButton = (
    <Button
      variant="outlined"
      startIcon={<UploadFile />}
      onClick={() => setImporting(true)}
      disabled={full}
    >
      Import CSV
    </Button>
  );

  return (
    <>
      <ListPage
        resource={studentResource}
        parentId={cls.id}
        section="tab"
        columns={columns(byStudent)}
        rowHref={(s) => studentPath(s.classId, s.id)}
        rowFacts={(s) => facts(s, byStudent)}
        newDisabled={full}
        // The disabled New student and Import CSV say nothing by themselves: this says why.
        header={() =>
          full && (
            <Alert severity="info" sx={{ mt: 2 }}>
              {rosterFullMessage(0)} Remove a student to add another.
            </Alert>
          )
        }
        actions={
          <>
            {cls.students > 0 && importButton}
            {cls.students > 0 && (
              <Button
                variant="outlined"
                startIcon={<Download />}
                onClick={() => void exportCsv()}
                disabled={exporting}
              >
                Export CSV
              </Button>
            )}
          </>
        }
        empty={({ newButton }) => ({
          icon: <GroupsOutlined />,
          title: `No students in ${cls.name} yet`,
          text: 'Add them one at a time, or import the roster from a spreadsheet saved as CSV.',
          action: (
            <>
              {newButton} {importButton}
            </>
          ),
        })}
        dialog={({ filters: _filters, ...props }) => <StudentDialog {...props} />}
      />
      {importing && <RosterImport cls={cls} onClose={() => setImporting(false)} />}
    </>
  );
}

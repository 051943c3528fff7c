import UploadFile from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useRef, type ChangeEvent, type ReactNode } from 'react';
import { EncodingNotice } from './roster-encoding-notice';
import type { RosterFile } from './roster-file';

/**
 * Where an import's CSV comes from, as both importers (the roster's and the markbook's marks)
 * ask for it: a file chosen, or text pasted from a spreadsheet, shown and editable in one field;
 * under it, how a chosen file was read (its encoding, the teacher's say in it) and whatever the
 * importer adds (the roster's column matching). The field is described by the importer's status
 * region (`statusId`), which says what the text holds.
 */
export function CsvSource({
  id,
  statusId,
  label,
  placeholder,
  maxRows,
  accept,
  text,
  onText,
  onFile,
  file,
  confirmed,
  onConfirm,
  onEncoding,
  children,
}: {
  id: string;
  statusId: string;
  label: string;
  placeholder: string;
  maxRows: number;
  /** The file picker's `accept`. */
  accept: string;
  text: string;
  onText: (text: string) => void;
  onFile: (event: ChangeEvent<HTMLInputElement>) => void;
  /** The file the text was read from, while it is. */
  file: RosterFile | undefined;
  confirmed: boolean;
  onConfirm: (confirmed: boolean) => void;
  onEncoding: (encoding: string) => void;
  children?: ReactNode;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <>
      <Box sx={{ display: 'flex', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          startIcon={<UploadFile />}
          onClick={() => fileInput.current?.click()}
        >
          Choose a CSV file
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept={accept}
          hidden
          aria-label="CSV file"
          onChange={onFile}
        />
      </Box>
      <TextField
        id={id}
        label={label}
        placeholder={placeholder}
        multiline
        minRows={4}
        maxRows={maxRows}
        fullWidth
        value={text}
        onChange={(event) => onText(event.target.value)}
        // The label stays up, so the example in the placeholder shows before the field is used.
        slotProps={{
          htmlInput: { spellCheck: false, 'aria-describedby': statusId },
          inputLabel: { shrink: true },
        }}
      />
      {(file || children) && (
        <Box sx={{ mt: 2 }}>
          {file && (
            <EncodingNotice
              file={file}
              confirmed={confirmed}
              onConfirm={onConfirm}
              onEncoding={onEncoding}
            />
          )}
          {children}
        </Box>
      )}
    </>
  );
}

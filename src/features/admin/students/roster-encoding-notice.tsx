import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ENCODINGS, encodingName } from './roster-encodings';
import type { RosterFile } from './roster-file';

/** The file's reading as a sentence: where it came from and in which encoding. */
function readAs(file: RosterFile) {
  const name = encodingName(file.decoded.encoding);
  return file.oneRoster
    ? `Read users.csv from the OneRoster${file.oneRoster.version ? ` ${file.oneRoster.version}` : ''} zip ${file.name}, as ${name}.`
    : `Read as ${name}.`;
}

/**
 * How a chosen file was read, and the teacher's say in it: the encoding used, a short list to
 * read it again in another, and when the detector was unsure, a question (the names look
 * right?) that Import waits for; characters that could not be read stop the import.
 */
export function EncodingNotice({
  file,
  confirmed,
  onConfirm,
  onEncoding,
}: {
  file: RosterFile;
  confirmed: boolean;
  onConfirm: (confirmed: boolean) => void;
  onEncoding: (encoding: string) => void;
}) {
  const { encoding, sure, unreadable } = file.decoded;
  const name = encodingName(encoding);
  const known = ENCODINGS.some((e) => e.label === encoding);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, mb: 1 }}>
      {unreadable ? (
        <Alert severity="error">
          Some characters could not be read as {name} (they show as �): choose the encoding the file
          was saved in.
        </Alert>
      ) : sure ? (
        <Alert severity="info">{readAs(file)}</Alert>
      ) : (
        <Alert severity="warning">
          Lectern is not sure how this file was saved. {readAs(file)} Check the names below: if they
          look wrong, choose another encoding.
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label="Encoding"
          value={encoding}
          onChange={(event) => onEncoding(event.target.value)}
          sx={{ minWidth: 280 }}
        >
          {!known && <MenuItem value={encoding}>{name}</MenuItem>}
          {ENCODINGS.map((e) => (
            <MenuItem key={e.label} value={e.label}>
              {e.name}
            </MenuItem>
          ))}
        </TextField>
        {!sure && !unreadable && (
          <FormControlLabel
            control={
              <Checkbox checked={confirmed} onChange={(event) => onConfirm(event.target.checked)} />
            }
            label="The names look right"
          />
        )}
      </Box>
    </Box>
  );
}

/* The encodings' names, apart from the detector: the dialog shows them before any file is read. */

/**
 * The encodings a teacher may choose for a roster file (what spreadsheets save CSV in: Excel on
 * Windows saves "CSV" in the system's ANSI code page, older Excel for Mac in Mac OS Roman, and
 * "Unicode text" as UTF-16), by the label the browser's TextDecoder knows.
 */
export const ENCODINGS = [
  { label: 'utf-8', name: 'UTF-8 (Unicode)' },
  { label: 'windows-1252', name: 'Windows-1252 (Western European)' },
  { label: 'iso-8859-15', name: 'ISO-8859-15 (Western European, with €)' },
  { label: 'macintosh', name: 'Mac OS Roman (older Excel for Mac)' },
  { label: 'windows-1250', name: 'Windows-1250 (Central European)' },
  { label: 'windows-1257', name: 'Windows-1257 (Baltic)' },
  { label: 'windows-1254', name: 'Windows-1254 (Turkish)' },
  { label: 'windows-1251', name: 'Windows-1251 (Cyrillic)' },
  { label: 'utf-16le', name: 'UTF-16 (Unicode text)' },
] as const;

/** An encoding's name for the teacher: from the list, else as the detector named it. */
export const encodingName = (label: string) =>
  ENCODINGS.find((e) => e.label === label)?.name ?? label.toUpperCase();

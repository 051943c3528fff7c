import { searchFolded } from '../../../shared/list-query';
import type { RosterRow } from '../../../shared/schemas/students';

/**
 * The names a roster's columns go by, folded (header key below), by the field they fill: English,
 * German, French, Spanish, Dutch, Swedish, Norwegian, Danish and Polish (with Italian and
 * Portuguese where they cost a word), as the school's system or a teacher's spreadsheet names them.
 * A header not here is still read: the teacher matches its column (roster-columns.tsx).
 */
const HEADERS: Record<keyof RosterRow, string[]> = {
  firstName: [
    ...['firstname', 'first', 'givenname', 'forename', 'forenames', 'preferredname'],
    ...['vorname', 'rufname', 'prenom', 'nombre', 'nombres', 'voornaam', 'roepnaam'],
    ...['fornamn', 'fornavn', 'imie', 'nome', 'primeironome'],
  ],
  lastName: [
    ...['lastname', 'last', 'surname', 'familyname'],
    ...['nachname', 'familienname', 'nom', 'nomdefamille', 'apellido', 'apellidos', 'achternaam'],
    ...['efternamn', 'etternavn', 'efternavn', 'nazwisko', 'cognome', 'sobrenome', 'apelido'],
  ],
  studentNumber: [
    ...['studentnumber', 'number', 'studentid', 'id', 'no', 'pupilnumber', 'pupilid'],
    ...['schulernummer', 'schuelernummer', 'schulerid', 'nummer', 'matrikelnummer'],
    ...['numero', 'numeroeleve', 'numerodeleve', 'ideleve', 'numerodealumno', 'numeroalumno'],
    ...['idalumno', 'matricula', 'leerlingnummer', 'studentnummer', 'elevnummer', 'elevid'],
    ...['numer', 'numerucznia', 'nrucznia'],
  ],
  notes: [
    ...['notes', 'note', 'comments', 'comment', 'notizen', 'notiz', 'bemerkung', 'bemerkungen'],
    ...['anmerkungen', 'remarques', 'remarque', 'commentaire', 'commentaires', 'notas'],
    ...['observaciones', 'comentarios', 'opmerkingen', 'opmerking', 'notities', 'anteckningar'],
    ...['kommentar', 'merknader', 'notater', 'noter', 'bemaerkninger', 'uwagi', 'notatki'],
  ],
};

/** A header as the table has it: accents, case, spaces and punctuation aside. */
export const headerKey = (header: string) => searchFolded(header).replace(/[^a-z0-9]/g, '');

/** The field a column's header names, if the table knows it. */
export const fieldOfHeader = (header: string): keyof RosterRow | undefined => {
  const key = headerKey(header);
  return (Object.keys(HEADERS) as (keyof RosterRow)[]).find((f) => HEADERS[f].includes(key));
};

/** The roster's fields, in the order the column matching asks for them. */
export const ROSTER_FIELDS = ['firstName', 'lastName', 'studentNumber', 'notes'] as const;

/** Which column (by its place) fills each field: the first column of a known name for each. */
export type ColumnMap = Partial<Record<keyof RosterRow, number>>;

export const columnsOf = (headers: readonly string[]): ColumnMap => {
  const columns: ColumnMap = {};
  headers.forEach((header, index) => {
    const field = fieldOfHeader(header);
    if (field && columns[field] === undefined) columns[field] = index;
  });
  return columns;
};

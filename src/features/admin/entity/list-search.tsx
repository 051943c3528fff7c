import Close from '@mui/icons-material/Close';
import Search from '@mui/icons-material/Search';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useEffectEvent, useState, type RefObject } from 'react';
import { SEARCH_MAX_LENGTH } from '../../../shared/list-query';

/** How long typing pauses before the list asks the server. */
export const SEARCH_DELAY_MS = 300;

/**
 * A list's search field: what is typed goes to the URL (`value`, `onSearch`) once typing
 * pauses; the clear button and Escape empty it at once. When the URL changes by itself (back,
 * "Clear search", a link), the field shows what it says.
 */
export function ListSearch({
  label,
  placeholder,
  value,
  onSearch,
  busy = false,
  inputRef,
}: {
  /** "Search classes". */
  label: string;
  /** What can be looked for: "Name or room". */
  placeholder: string;
  /** The search in the URL. */
  value: string;
  onSearch: (text: string) => void;
  /** The matches are loading: a spinner in the field (the list is marked busy too). */
  busy?: boolean;
  /** The field's input, for the page to give focus back to it. */
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  // The searches this field sent that the page has not shown yet, oldest first. The router
  // shows a new URL in a transition, so one of them can arrive after more was typed or the
  // field was cleared: it must not put back what the field no longer says.
  const [asked, setAsked] = useState<readonly string[]>([]);
  if (value !== seen) {
    setSeen(value);
    const ours = asked.indexOf(value);
    if (ours >= 0) {
      // This field's own search arriving: what was typed since stays.
      setAsked(asked.slice(ours + 1));
    } else {
      // The URL moved on its own (back, "Clear search", a link): the field shows it.
      setAsked([]);
      if (value !== text.trim()) setText(value);
    }
  }
  const ask = (next: string) => {
    setAsked((list) => [...list, next]);
    onSearch(next);
  };
  const search = useEffectEvent(ask);
  useEffect(() => {
    const next = text.trim();
    // Shown already, or asked for and on its way.
    if (next === value || next === asked.at(-1)) return undefined;
    const timer = setTimeout(() => search(next), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value, asked]);
  const clear = () => {
    setText('');
    ask('');
  };

  return (
    <TextField
      type="search"
      size="small"
      label={label}
      placeholder={placeholder}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && text !== '') {
          event.preventDefault();
          clear();
        }
      }}
      inputRef={inputRef}
      autoComplete="off"
      sx={{
        // As wide as its place in the list's toolbar row (./list-header.tsx).
        width: '100%',
        // The browser's own clear button would be a second one.
        '& input::-webkit-search-cancel-button': { display: 'none' },
      }}
      slotProps={{
        htmlInput: { maxLength: SEARCH_MAX_LENGTH },
        inputLabel: { shrink: true },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: (busy || text !== '') && (
            <InputAdornment position="end">
              {busy && <CircularProgress size={16} aria-hidden sx={{ mr: 1 }} />}
              {text !== '' && (
                <IconButton
                  aria-label="Clear the search"
                  edge="end"
                  size="small"
                  onClick={() => {
                    clear();
                    // The button goes with the text: focus stays in the field, not on the page.
                    inputRef.current?.focus();
                  }}
                >
                  <Close fontSize="small" />
                </IconButton>
              )}
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import IconButton from '@mui/material/IconButton';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId } from 'react';

export interface SortControlProps {
  options: { value: string; label: string }[];
  sort: string;
  order: 'asc' | 'desc';
  onSort: (sort: string, order: 'asc' | 'desc') => void;
}

/**
 * Sorting where there are no column headers (the card list on phones): the phone's own picker
 * for the key, and a button that flips the order.
 */
export function SortControl({ options, sort, order, onSort }: SortControlProps) {
  const id = useId();
  const descending = order === 'desc';
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 1.5 }}>
      <FormControl size="small" sx={{ flex: 1 }}>
        <InputLabel htmlFor={id} variant="outlined">
          Sort by
        </InputLabel>
        <NativeSelect
          id={id}
          value={sort}
          onChange={(event) => onSort(event.target.value, order)}
          input={<OutlinedInput label="Sort by" />}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </FormControl>
      <IconButton
        aria-label={
          descending ? 'Sorted descending; sort ascending' : 'Sorted ascending; sort descending'
        }
        onClick={() => onSort(sort, descending ? 'asc' : 'desc')}
      >
        {descending ? <ArrowDownward /> : <ArrowUpward />}
      </IconButton>
    </Box>
  );
}

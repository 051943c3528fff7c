import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useId, useRef, useState } from 'react';

export interface RowActionsProps {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  /** One "More" button opening a menu (the compact phone cards) instead of two buttons. */
  menu?: boolean;
}

/** A list row's Edit and Delete, named after the row for screen readers. */
export function RowActions({ name, onEdit, onDelete, menu = false }: RowActionsProps) {
  if (menu) return <RowMenu name={name} onEdit={onEdit} onDelete={onDelete} />;
  return (
    <>
      <Tooltip title="Edit">
        <IconButton aria-label={`Edit ${name}`} onClick={onEdit}>
          <EditOutlined />
        </IconButton>
      </Tooltip>
      <Tooltip title="Delete">
        <IconButton aria-label={`Delete ${name}`} onClick={onDelete}>
          <DeleteOutlined />
        </IconButton>
      </Tooltip>
    </>
  );
}

function RowMenu({ name, onEdit, onDelete }: Omit<RowActionsProps, 'menu'>) {
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The chosen action runs once the menu has closed and focus is back on its button: the dialog
  // it opens then returns focus there, not to a menu item that no longer exists.
  const chosen = useRef<() => void>(undefined);
  const choose = (action: () => void) => {
    chosen.current = action;
    setAnchor(null);
  };
  const open = anchor !== null;
  return (
    <>
      <IconButton
        aria-label={`Actions for ${name}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVert />
      </IconButton>
      <Menu
        id={id}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          transition: {
            onExited: () => {
              const action = chosen.current;
              chosen.current = undefined;
              action?.();
            },
          },
        }}
      >
        {/* Named like the table's buttons ("Edit Algebra I"); the visible word starts the name. */}
        <MenuItem aria-label={`Edit ${name}`} onClick={() => choose(onEdit)}>
          <ListItemIcon>
            <EditOutlined fontSize="small" />
          </ListItemIcon>
          Edit
        </MenuItem>
        <MenuItem aria-label={`Delete ${name}`} onClick={() => choose(onDelete)}>
          <ListItemIcon>
            <DeleteOutlined fontSize="small" />
          </ListItemIcon>
          Delete
        </MenuItem>
      </Menu>
    </>
  );
}

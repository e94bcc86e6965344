/** A table row's one action: a small button (named for its row by `ariaLabel`) in its cell, or the cell empty. */
import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';

export interface RowActionCellProps {
  /** false: the cell stays empty */
  shown: boolean;
  label: string;
  ariaLabel: string;
  onClick: () => void;
  variant?: 'text' | 'outlined';
}

export function RowActionCell({ shown, label, ariaLabel, onClick, variant }: RowActionCellProps) {
  return (
    <TableCell>
      {shown && (
        <Button size="small" variant={variant} aria-label={ariaLabel} onClick={onClick}>
          {label}
        </Button>
      )}
    </TableCell>
  );
}

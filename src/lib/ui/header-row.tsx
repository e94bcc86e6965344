/** A table's head: one column header (`th scope="col"`) per label, in order. */
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

export function HeaderRow({ labels }: { labels: readonly string[] }) {
  return (
    <TableHead>
      <TableRow>
        {labels.map((label) => (
          <TableCell key={label} component="th" scope="col">
            {label}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
}

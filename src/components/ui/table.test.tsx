import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from './table';

function Users() {
  const [rows, setRows] = useState(['Ann']);
  return (
    <>
      <button type="button" onClick={() => setRows((r) => [...r, 'Bob'])}>
        more
      </button>
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Name</TableHead>
            <TableHead>Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((name) => (
            <TableRow key={name}>
              <TableCell>{name}</TableCell>
              <TableCell>
                <button type="button">Delete {name}</button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}

describe('Table', () => {
  it("labels every cell with its column's name, rows added later included (the stacked cards on phones show it)", async () => {
    render(<Users />);
    await userEvent.click(screen.getByRole('button', { name: 'more' }));
    const cells = screen.getAllByRole('cell');
    expect(cells.map((c) => c.dataset.label)).toEqual(['Name', 'Actions', 'Name', 'Actions']);
    expect(screen.getByRole('table')).toBeInTheDocument();
  });
});

import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CardFields, DataTable, type MaybeColumn } from './data-table';

type Trip = { id: string; name: string; net: number };
const trips: Trip[] = [
  { id: 'a', name: 'Reno', net: -12 },
  { id: 'b', name: 'Vegas', net: 40 },
];
const columns = (withActions: boolean): MaybeColumn<Trip>[] => [
  { header: 'Trip', rowHeader: true, sort: 'ascending', cell: (t) => t.name },
  { header: 'Net', label: 'Result', align: 'right', className: (t) => (t.net < 0 ? 'loss' : undefined), cell: (t) => `$${t.net}` },
  withActions && { header: 'Actions', label: '', cell: (t) => <button type="button">Open {t.name}</button> },
];

describe('DataTable', () => {
  it('heads each declared column once, scoped to it, the sorted one announced; each row named by its row header', () => {
    render(<DataTable caption="Trips" columns={columns(true)} rows={trips} rowKey={(t) => t.id} />);
    const table = screen.getByRole('table', { name: 'Trips' });
    const heads = within(table).getAllByRole('columnheader');
    expect(heads.map((h) => h.textContent)).toEqual(['Trip', 'Net', 'Actions']);
    expect(heads.map((h) => h.getAttribute('scope'))).toEqual(['col', 'col', 'col']);
    expect(heads.map((h) => h.getAttribute('aria-sort'))).toEqual(['ascending', null, null]);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Reno', 'Vegas']);
    expect(screen.getByRole('button', { name: 'Open Vegas' })).toBeInTheDocument();
  });

  it("names each value on a phone's card by its label, else its header, and leaves a column with label '' unnamed", () => {
    render(<DataTable columns={columns(true)} rows={trips.slice(0, 1)} rowKey={(t) => t.id} />);
    const [row] = screen.getAllByRole('row').slice(1);
    const cells = [...row.querySelectorAll('th, td')] as HTMLElement[];
    expect(cells.map((c) => c.dataset.label)).toEqual(['Trip', 'Result', '']);
    expect(cells[1]).toHaveClass('text-right', 'loss');
  });

  it('leaves out a column declared as false, and says the empty text across every column when there are no rows', () => {
    render(<DataTable columns={columns(false)} rows={[]} rowKey={(t) => t.id} empty="No trips yet." />);
    expect(screen.getAllByRole('columnheader')).toHaveLength(2);
    expect(screen.getByRole('cell', { name: 'No trips yet.' })).toHaveAttribute('colspan', '2');
  });

  it("the lists' look: the same headers and cells, a plain table beside the phone's own list", () => {
    render(<DataTable look="list" caption="Trips" columns={columns(false)} rows={trips} rowKey={(t) => t.id} />);
    const heads = screen.getAllByRole('columnheader');
    expect(heads.map((h) => [h.textContent, h.getAttribute('scope')])).toEqual([
      ['Trip', 'col'],
      ['Net', 'col'],
    ]);
    expect(screen.getAllByRole('cell').map((c) => c.textContent)).toEqual(['$-12', '$40']);
  });
});

describe('CardFields', () => {
  it("lists a row's values under their phone labels", () => {
    render(<CardFields row={trips[0]} columns={columns(false)} />);
    expect(screen.getAllByRole('term').map((t) => t.textContent)).toEqual(['Trip', 'Result']);
    expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual(['Reno', '$-12']);
  });
});

/**
 * The admin's table: a caption, column headers that sort on the server (a button in the header,
 * with aria-sort saying the current order), and rows. It scrolls sideways inside its own focusable
 * region on a narrow tablet instead of widening the page.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SortOrder } from '../../../../contract/api/common';

export interface Column<Row, S extends string> {
  readonly id: string;
  readonly header: string;
  readonly cell: (row: Row) => ReactNode;
  /** The server's sort column this header sorts by. */
  readonly sort?: S;
  /** The order a first click asks for (default ascending; newest-first columns start descending). */
  readonly firstOrder?: SortOrder;
  /** Numbers line up at the end. */
  readonly numeric?: boolean;
  /** The cell that names the row: a row header for screen readers. */
  readonly rowHeader?: boolean;
}

export interface DataTableProps<Row, S extends string> {
  readonly caption: string;
  readonly columns: readonly Column<Row, S>[];
  readonly rows: readonly Row[];
  readonly rowKey: (row: Row) => string | number;
  readonly sort?: S | undefined;
  readonly order?: SortOrder | undefined;
  readonly onSort?: (column: S, firstOrder?: SortOrder) => void;
}

function ariaSort(active: boolean, order: SortOrder | undefined): 'ascending' | 'descending' | undefined {
  if (!active) return undefined;
  return order === 'asc' ? 'ascending' : 'descending';
}

function SortHeader<S extends string>(props: {
  readonly header: string;
  readonly column: S;
  readonly active: boolean;
  readonly order: SortOrder | undefined;
  readonly firstOrder: SortOrder | undefined;
  readonly onSort: (column: S, firstOrder?: SortOrder) => void;
}) {
  const { t } = useTranslation();
  const { header, column, active, order, firstOrder, onSort } = props;
  const arrow = !active ? '↕' : order === 'asc' ? '↑' : '↓';
  return (
    <button type="button" className="admin-table__sort" onClick={() => onSort(column, firstOrder)}>
      <span>{header}</span>
      <span className="admin-table__arrow" aria-hidden="true">
        {arrow}
      </span>
      <span className="visually-hidden">{active ? t(order === 'asc' ? 'admin.table.sortedAsc' : 'admin.table.sortedDesc') : t('admin.table.sortable')}</span>
    </button>
  );
}

export function DataTable<Row, S extends string>({ caption, columns, rows, rowKey, sort, order, onSort }: DataTableProps<Row, S>) {
  return (
    <div className="admin-table" role="region" aria-label={caption} tabIndex={0}>
      <table>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const active = column.sort !== undefined && column.sort === sort;
              return (
                <th key={column.id} scope="col" aria-sort={ariaSort(active, order)} className={column.numeric ? 'admin-table__num' : undefined}>
                  {column.sort !== undefined && onSort ? (
                    <SortHeader header={column.header} column={column.sort} active={active} order={order} firstOrder={column.firstOrder} onSort={onSort} />
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) =>
                column.rowHeader ? (
                  <th key={column.id} scope="row" dir="auto">
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.id} className={column.numeric ? 'admin-table__num' : undefined}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
